CREATE TABLE "datasheet_search_sheet" (
	"sheet_id" integer PRIMARY KEY NOT NULL,
	"lo_0" double precision,
	"hi_0" double precision,
	"lo_1" double precision,
	"hi_1" double precision,
	"lo_2" double precision,
	"hi_2" double precision,
	"lo_3" double precision,
	"hi_3" double precision,
	"lo_4" double precision,
	"hi_4" double precision,
	"lo_5" double precision,
	"hi_5" double precision,
	"lo_6" double precision,
	"hi_6" double precision,
	"lo_7" double precision,
	"hi_7" double precision,
	"lo_8" double precision,
	"hi_8" double precision,
	"lo_9" double precision,
	"hi_9" double precision,
	"lo_10" double precision,
	"hi_10" double precision,
	"lo_11" double precision,
	"hi_11" double precision,
	"lo_12" double precision,
	"hi_12" double precision,
	"lo_13" double precision,
	"hi_13" double precision,
	"lo_14" double precision,
	"hi_14" double precision,
	"lo_15" double precision,
	"hi_15" double precision,
	"lo_16" double precision,
	"hi_16" double precision,
	"lo_17" double precision,
	"hi_17" double precision,
	"lo_18" double precision,
	"hi_18" double precision,
	"lo_19" double precision,
	"hi_19" double precision,
	"lo_20" double precision,
	"hi_20" double precision,
	"lo_21" double precision,
	"hi_21" double precision,
	"lo_22" double precision,
	"hi_22" double precision,
	"lo_23" double precision,
	"hi_23" double precision,
	"lo_24" double precision,
	"hi_24" double precision,
	"lo_25" double precision,
	"hi_25" double precision,
	"lo_26" double precision,
	"hi_26" double precision,
	"lo_27" double precision,
	"hi_27" double precision,
	"lo_28" double precision,
	"hi_28" double precision,
	"lo_29" double precision,
	"hi_29" double precision,
	"lo_30" double precision,
	"hi_30" double precision,
	"lo_31" double precision,
	"hi_31" double precision,
	"lo_32" double precision,
	"hi_32" double precision,
	"lo_33" double precision,
	"hi_33" double precision,
	"lo_34" double precision,
	"hi_34" double precision,
	"lo_35" double precision,
	"hi_35" double precision,
	"lo_36" double precision,
	"hi_36" double precision,
	"lo_37" double precision,
	"hi_37" double precision,
	"lo_38" double precision,
	"hi_38" double precision,
	"lo_39" double precision,
	"hi_39" double precision,
	"lo_40" double precision,
	"hi_40" double precision,
	"lo_41" double precision,
	"hi_41" double precision,
	"lo_42" double precision,
	"hi_42" double precision,
	"lo_43" double precision,
	"hi_43" double precision,
	"lo_44" double precision,
	"hi_44" double precision,
	"lo_45" double precision,
	"hi_45" double precision,
	"lo_46" double precision,
	"hi_46" double precision,
	"lo_47" double precision,
	"hi_47" double precision,
	"lo_48" double precision,
	"hi_48" double precision,
	"lo_49" double precision,
	"hi_49" double precision,
	"lo_50" double precision,
	"hi_50" double precision,
	"lo_51" double precision,
	"hi_51" double precision,
	"lo_52" double precision,
	"hi_52" double precision,
	"lo_53" double precision,
	"hi_53" double precision,
	"lo_54" double precision,
	"hi_54" double precision,
	"lo_55" double precision,
	"hi_55" double precision,
	"lo_56" double precision,
	"hi_56" double precision,
	"lo_57" double precision,
	"hi_57" double precision,
	"lo_58" double precision,
	"hi_58" double precision,
	"lo_59" double precision,
	"hi_59" double precision,
	"lo_60" double precision,
	"hi_60" double precision,
	"lo_61" double precision,
	"hi_61" double precision,
	"lo_62" double precision,
	"hi_62" double precision,
	"lo_63" double precision,
	"hi_63" double precision
);
--> statement-breakpoint
CREATE TABLE "datasheet_search_slot" (
	"header_id" integer NOT NULL,
	"condition_id" integer NOT NULL,
	"state" varchar(16) NOT NULL,
	"ordinal" integer NOT NULL,
	"slot" integer,
	CONSTRAINT "datasheet_search_slot_header_id_condition_id_state_ordinal_pk" PRIMARY KEY("header_id","condition_id","state","ordinal")
);
--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_0_idx" ON "datasheet_search_sheet" USING btree ("lo_0","hi_0") WHERE lo_0 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_1_idx" ON "datasheet_search_sheet" USING btree ("lo_1","hi_1") WHERE lo_1 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_2_idx" ON "datasheet_search_sheet" USING btree ("lo_2","hi_2") WHERE lo_2 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_3_idx" ON "datasheet_search_sheet" USING btree ("lo_3","hi_3") WHERE lo_3 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_4_idx" ON "datasheet_search_sheet" USING btree ("lo_4","hi_4") WHERE lo_4 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_5_idx" ON "datasheet_search_sheet" USING btree ("lo_5","hi_5") WHERE lo_5 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_6_idx" ON "datasheet_search_sheet" USING btree ("lo_6","hi_6") WHERE lo_6 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_7_idx" ON "datasheet_search_sheet" USING btree ("lo_7","hi_7") WHERE lo_7 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_8_idx" ON "datasheet_search_sheet" USING btree ("lo_8","hi_8") WHERE lo_8 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_9_idx" ON "datasheet_search_sheet" USING btree ("lo_9","hi_9") WHERE lo_9 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_10_idx" ON "datasheet_search_sheet" USING btree ("lo_10","hi_10") WHERE lo_10 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_11_idx" ON "datasheet_search_sheet" USING btree ("lo_11","hi_11") WHERE lo_11 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_12_idx" ON "datasheet_search_sheet" USING btree ("lo_12","hi_12") WHERE lo_12 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_13_idx" ON "datasheet_search_sheet" USING btree ("lo_13","hi_13") WHERE lo_13 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_14_idx" ON "datasheet_search_sheet" USING btree ("lo_14","hi_14") WHERE lo_14 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_15_idx" ON "datasheet_search_sheet" USING btree ("lo_15","hi_15") WHERE lo_15 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_16_idx" ON "datasheet_search_sheet" USING btree ("lo_16","hi_16") WHERE lo_16 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_17_idx" ON "datasheet_search_sheet" USING btree ("lo_17","hi_17") WHERE lo_17 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_18_idx" ON "datasheet_search_sheet" USING btree ("lo_18","hi_18") WHERE lo_18 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_19_idx" ON "datasheet_search_sheet" USING btree ("lo_19","hi_19") WHERE lo_19 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_20_idx" ON "datasheet_search_sheet" USING btree ("lo_20","hi_20") WHERE lo_20 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_21_idx" ON "datasheet_search_sheet" USING btree ("lo_21","hi_21") WHERE lo_21 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_22_idx" ON "datasheet_search_sheet" USING btree ("lo_22","hi_22") WHERE lo_22 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_23_idx" ON "datasheet_search_sheet" USING btree ("lo_23","hi_23") WHERE lo_23 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_24_idx" ON "datasheet_search_sheet" USING btree ("lo_24","hi_24") WHERE lo_24 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_25_idx" ON "datasheet_search_sheet" USING btree ("lo_25","hi_25") WHERE lo_25 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_26_idx" ON "datasheet_search_sheet" USING btree ("lo_26","hi_26") WHERE lo_26 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_27_idx" ON "datasheet_search_sheet" USING btree ("lo_27","hi_27") WHERE lo_27 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_28_idx" ON "datasheet_search_sheet" USING btree ("lo_28","hi_28") WHERE lo_28 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_29_idx" ON "datasheet_search_sheet" USING btree ("lo_29","hi_29") WHERE lo_29 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_30_idx" ON "datasheet_search_sheet" USING btree ("lo_30","hi_30") WHERE lo_30 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_31_idx" ON "datasheet_search_sheet" USING btree ("lo_31","hi_31") WHERE lo_31 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_32_idx" ON "datasheet_search_sheet" USING btree ("lo_32","hi_32") WHERE lo_32 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_33_idx" ON "datasheet_search_sheet" USING btree ("lo_33","hi_33") WHERE lo_33 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_34_idx" ON "datasheet_search_sheet" USING btree ("lo_34","hi_34") WHERE lo_34 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_35_idx" ON "datasheet_search_sheet" USING btree ("lo_35","hi_35") WHERE lo_35 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_36_idx" ON "datasheet_search_sheet" USING btree ("lo_36","hi_36") WHERE lo_36 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_37_idx" ON "datasheet_search_sheet" USING btree ("lo_37","hi_37") WHERE lo_37 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_38_idx" ON "datasheet_search_sheet" USING btree ("lo_38","hi_38") WHERE lo_38 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_39_idx" ON "datasheet_search_sheet" USING btree ("lo_39","hi_39") WHERE lo_39 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_40_idx" ON "datasheet_search_sheet" USING btree ("lo_40","hi_40") WHERE lo_40 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_41_idx" ON "datasheet_search_sheet" USING btree ("lo_41","hi_41") WHERE lo_41 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_42_idx" ON "datasheet_search_sheet" USING btree ("lo_42","hi_42") WHERE lo_42 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_43_idx" ON "datasheet_search_sheet" USING btree ("lo_43","hi_43") WHERE lo_43 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_44_idx" ON "datasheet_search_sheet" USING btree ("lo_44","hi_44") WHERE lo_44 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_45_idx" ON "datasheet_search_sheet" USING btree ("lo_45","hi_45") WHERE lo_45 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_46_idx" ON "datasheet_search_sheet" USING btree ("lo_46","hi_46") WHERE lo_46 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_47_idx" ON "datasheet_search_sheet" USING btree ("lo_47","hi_47") WHERE lo_47 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_48_idx" ON "datasheet_search_sheet" USING btree ("lo_48","hi_48") WHERE lo_48 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_49_idx" ON "datasheet_search_sheet" USING btree ("lo_49","hi_49") WHERE lo_49 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_50_idx" ON "datasheet_search_sheet" USING btree ("lo_50","hi_50") WHERE lo_50 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_51_idx" ON "datasheet_search_sheet" USING btree ("lo_51","hi_51") WHERE lo_51 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_52_idx" ON "datasheet_search_sheet" USING btree ("lo_52","hi_52") WHERE lo_52 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_53_idx" ON "datasheet_search_sheet" USING btree ("lo_53","hi_53") WHERE lo_53 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_54_idx" ON "datasheet_search_sheet" USING btree ("lo_54","hi_54") WHERE lo_54 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_55_idx" ON "datasheet_search_sheet" USING btree ("lo_55","hi_55") WHERE lo_55 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_56_idx" ON "datasheet_search_sheet" USING btree ("lo_56","hi_56") WHERE lo_56 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_57_idx" ON "datasheet_search_sheet" USING btree ("lo_57","hi_57") WHERE lo_57 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_58_idx" ON "datasheet_search_sheet" USING btree ("lo_58","hi_58") WHERE lo_58 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_59_idx" ON "datasheet_search_sheet" USING btree ("lo_59","hi_59") WHERE lo_59 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_60_idx" ON "datasheet_search_sheet" USING btree ("lo_60","hi_60") WHERE lo_60 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_61_idx" ON "datasheet_search_sheet" USING btree ("lo_61","hi_61") WHERE lo_61 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_62_idx" ON "datasheet_search_sheet" USING btree ("lo_62","hi_62") WHERE lo_62 is not null;--> statement-breakpoint
CREATE INDEX "datasheet_search_sheet_slot_63_idx" ON "datasheet_search_sheet" USING btree ("lo_63","hi_63") WHERE lo_63 is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "datasheet_search_slot_slot_unique" ON "datasheet_search_slot" USING btree ("slot");
--> statement-breakpoint
-- Hand-written backfill (not generated): the slots of the keys already stated, then the per-sheet copy.
INSERT INTO datasheet_search_slot (header_id, condition_id, state, ordinal)
SELECT DISTINCT n.header_id, n.condition_id, n.state, n.ordinal FROM (select v.sheet_id, v.header_id, v.condition_id, v.state, v.lo, v.hi,
      row_number() over (partition by v.sheet_id, v.header_id, v.condition_id, v.state
                         order by v.lo, v.hi) as ordinal
    from datasheet_search_value v where v.lo is not null) n;--> statement-breakpoint
with free as (
    select k, row_number() over (order by k) as n from generate_series(0, 63) k
    where not exists (select 1 from datasheet_search_slot s where s.slot = k)),
  waiting as (
    select header_id, condition_id, state, ordinal,
           row_number() over (order by header_id, condition_id, state, ordinal) as n
    from datasheet_search_slot where slot is null)
  update datasheet_search_slot s set slot = f.k from waiting w join free f on f.n = w.n
  where s.header_id = w.header_id and s.condition_id = w.condition_id and s.state = w.state
    and s.ordinal = w.ordinal;--> statement-breakpoint
insert into datasheet_search_sheet (sheet_id, lo_0, hi_0, lo_1, hi_1, lo_2, hi_2, lo_3, hi_3, lo_4, hi_4, lo_5, hi_5, lo_6, hi_6, lo_7, hi_7, lo_8, hi_8, lo_9, hi_9, lo_10, hi_10, lo_11, hi_11, lo_12, hi_12, lo_13, hi_13, lo_14, hi_14, lo_15, hi_15, lo_16, hi_16, lo_17, hi_17, lo_18, hi_18, lo_19, hi_19, lo_20, hi_20, lo_21, hi_21, lo_22, hi_22, lo_23, hi_23, lo_24, hi_24, lo_25, hi_25, lo_26, hi_26, lo_27, hi_27, lo_28, hi_28, lo_29, hi_29, lo_30, hi_30, lo_31, hi_31, lo_32, hi_32, lo_33, hi_33, lo_34, hi_34, lo_35, hi_35, lo_36, hi_36, lo_37, hi_37, lo_38, hi_38, lo_39, hi_39, lo_40, hi_40, lo_41, hi_41, lo_42, hi_42, lo_43, hi_43, lo_44, hi_44, lo_45, hi_45, lo_46, hi_46, lo_47, hi_47, lo_48, hi_48, lo_49, hi_49, lo_50, hi_50, lo_51, hi_51, lo_52, hi_52, lo_53, hi_53, lo_54, hi_54, lo_55, hi_55, lo_56, hi_56, lo_57, hi_57, lo_58, hi_58, lo_59, hi_59, lo_60, hi_60, lo_61, hi_61, lo_62, hi_62, lo_63, hi_63) select n.sheet_id, max(n.lo) filter (where k.slot = 0), max(n.hi) filter (where k.slot = 0), max(n.lo) filter (where k.slot = 1), max(n.hi) filter (where k.slot = 1), max(n.lo) filter (where k.slot = 2), max(n.hi) filter (where k.slot = 2), max(n.lo) filter (where k.slot = 3), max(n.hi) filter (where k.slot = 3), max(n.lo) filter (where k.slot = 4), max(n.hi) filter (where k.slot = 4), max(n.lo) filter (where k.slot = 5), max(n.hi) filter (where k.slot = 5), max(n.lo) filter (where k.slot = 6), max(n.hi) filter (where k.slot = 6), max(n.lo) filter (where k.slot = 7), max(n.hi) filter (where k.slot = 7), max(n.lo) filter (where k.slot = 8), max(n.hi) filter (where k.slot = 8), max(n.lo) filter (where k.slot = 9), max(n.hi) filter (where k.slot = 9), max(n.lo) filter (where k.slot = 10), max(n.hi) filter (where k.slot = 10), max(n.lo) filter (where k.slot = 11), max(n.hi) filter (where k.slot = 11), max(n.lo) filter (where k.slot = 12), max(n.hi) filter (where k.slot = 12), max(n.lo) filter (where k.slot = 13), max(n.hi) filter (where k.slot = 13), max(n.lo) filter (where k.slot = 14), max(n.hi) filter (where k.slot = 14), max(n.lo) filter (where k.slot = 15), max(n.hi) filter (where k.slot = 15), max(n.lo) filter (where k.slot = 16), max(n.hi) filter (where k.slot = 16), max(n.lo) filter (where k.slot = 17), max(n.hi) filter (where k.slot = 17), max(n.lo) filter (where k.slot = 18), max(n.hi) filter (where k.slot = 18), max(n.lo) filter (where k.slot = 19), max(n.hi) filter (where k.slot = 19), max(n.lo) filter (where k.slot = 20), max(n.hi) filter (where k.slot = 20), max(n.lo) filter (where k.slot = 21), max(n.hi) filter (where k.slot = 21), max(n.lo) filter (where k.slot = 22), max(n.hi) filter (where k.slot = 22), max(n.lo) filter (where k.slot = 23), max(n.hi) filter (where k.slot = 23), max(n.lo) filter (where k.slot = 24), max(n.hi) filter (where k.slot = 24), max(n.lo) filter (where k.slot = 25), max(n.hi) filter (where k.slot = 25), max(n.lo) filter (where k.slot = 26), max(n.hi) filter (where k.slot = 26), max(n.lo) filter (where k.slot = 27), max(n.hi) filter (where k.slot = 27), max(n.lo) filter (where k.slot = 28), max(n.hi) filter (where k.slot = 28), max(n.lo) filter (where k.slot = 29), max(n.hi) filter (where k.slot = 29), max(n.lo) filter (where k.slot = 30), max(n.hi) filter (where k.slot = 30), max(n.lo) filter (where k.slot = 31), max(n.hi) filter (where k.slot = 31), max(n.lo) filter (where k.slot = 32), max(n.hi) filter (where k.slot = 32), max(n.lo) filter (where k.slot = 33), max(n.hi) filter (where k.slot = 33), max(n.lo) filter (where k.slot = 34), max(n.hi) filter (where k.slot = 34), max(n.lo) filter (where k.slot = 35), max(n.hi) filter (where k.slot = 35), max(n.lo) filter (where k.slot = 36), max(n.hi) filter (where k.slot = 36), max(n.lo) filter (where k.slot = 37), max(n.hi) filter (where k.slot = 37), max(n.lo) filter (where k.slot = 38), max(n.hi) filter (where k.slot = 38), max(n.lo) filter (where k.slot = 39), max(n.hi) filter (where k.slot = 39), max(n.lo) filter (where k.slot = 40), max(n.hi) filter (where k.slot = 40), max(n.lo) filter (where k.slot = 41), max(n.hi) filter (where k.slot = 41), max(n.lo) filter (where k.slot = 42), max(n.hi) filter (where k.slot = 42), max(n.lo) filter (where k.slot = 43), max(n.hi) filter (where k.slot = 43), max(n.lo) filter (where k.slot = 44), max(n.hi) filter (where k.slot = 44), max(n.lo) filter (where k.slot = 45), max(n.hi) filter (where k.slot = 45), max(n.lo) filter (where k.slot = 46), max(n.hi) filter (where k.slot = 46), max(n.lo) filter (where k.slot = 47), max(n.hi) filter (where k.slot = 47), max(n.lo) filter (where k.slot = 48), max(n.hi) filter (where k.slot = 48), max(n.lo) filter (where k.slot = 49), max(n.hi) filter (where k.slot = 49), max(n.lo) filter (where k.slot = 50), max(n.hi) filter (where k.slot = 50), max(n.lo) filter (where k.slot = 51), max(n.hi) filter (where k.slot = 51), max(n.lo) filter (where k.slot = 52), max(n.hi) filter (where k.slot = 52), max(n.lo) filter (where k.slot = 53), max(n.hi) filter (where k.slot = 53), max(n.lo) filter (where k.slot = 54), max(n.hi) filter (where k.slot = 54), max(n.lo) filter (where k.slot = 55), max(n.hi) filter (where k.slot = 55), max(n.lo) filter (where k.slot = 56), max(n.hi) filter (where k.slot = 56), max(n.lo) filter (where k.slot = 57), max(n.hi) filter (where k.slot = 57), max(n.lo) filter (where k.slot = 58), max(n.hi) filter (where k.slot = 58), max(n.lo) filter (where k.slot = 59), max(n.hi) filter (where k.slot = 59), max(n.lo) filter (where k.slot = 60), max(n.hi) filter (where k.slot = 60), max(n.lo) filter (where k.slot = 61), max(n.hi) filter (where k.slot = 61), max(n.lo) filter (where k.slot = 62), max(n.hi) filter (where k.slot = 62), max(n.lo) filter (where k.slot = 63), max(n.hi) filter (where k.slot = 63)
    from (select v.sheet_id, v.header_id, v.condition_id, v.state, v.lo, v.hi,
      row_number() over (partition by v.sheet_id, v.header_id, v.condition_id, v.state
                         order by v.lo, v.hi) as ordinal
    from datasheet_search_value v where v.lo is not null and true) n
    join datasheet_search_slot k on k.header_id = n.header_id and k.condition_id = n.condition_id
      and k.state = n.state and k.ordinal = n.ordinal
    where k.slot is not null
    group by n.sheet_id;