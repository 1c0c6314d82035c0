CREATE TABLE "permission_epoch" (
	"id" smallint PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
