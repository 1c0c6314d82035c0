/**
 * The datasheet domain on the server: the engine serves its families from their declarations; this module
 * adds what is special — DSNO and headline values, the grid's rules, condition labels, the category tree's
 * shape, origin suggestions and bulk mapping, combine filler, compare, the PDF and the export in the import layout; the yellow cards' rating rules
 * and thinnest thickness per class; a certificate's validity and what it covers;
 * chemical resistance; import into the cache and its review; the parametric search over a base-unit
 * copy of every property value, what its form offers and the searches saved; raw UL rows to match; one header's
 * values across sheets; cross-references, prices, access requests and records (xref/).
 */
import { endpointServer } from '../../http/endpoint.ts';
import type { ModuleContext } from '../module.ts';
import { cacheModule } from './cache/index.ts';
import { categoryHooks } from './categories.ts';
import { certificationHooks } from './certifications.ts';
import { chemicalsModule } from './chemicals/index.ts';
import { conditionHooks } from './conditions.ts';
import { datasheetHooks } from './datasheets.ts';
import { fillerRoutes } from './fillers.ts';
import { headerHooks } from './headers.ts';
import { libraryRoutes } from './libraries.ts';
import { originRoutes } from './origins.ts';
import { judgingModule, plausibilityHooks } from './plausibility/index.ts';
import { polymerFamilyHooks } from './polymer-families.ts';
import { rowsExportRoute } from './rows-export.ts';
import { smartSearchModule } from './search/routes.ts';
import { sheetRoutes } from './sheet-routes.ts';
import { smartModule } from './smart/index.ts';
import { xrefModule } from './xref/index.ts';
import { yellowCardHooks } from './yellow-cards.ts';

/** `config.imports`: what one import file may hold (config.ts). */
export function datasheetModule({ api, engine, config, startWork }: ModuleContext): void {
  const { imports } = config;
  const serve = endpointServer(api, config.checkApiOutput);
  datasheetHooks(engine);
  conditionHooks(engine);
  categoryHooks(engine);
  headerHooks(engine);
  yellowCardHooks(engine);
  certificationHooks(engine);
  originRoutes(serve, engine);
  fillerRoutes(serve, engine);
  libraryRoutes(serve, engine);
  sheetRoutes(serve, engine);
  rowsExportRoute(serve, engine);
  chemicalsModule(serve, engine);
  cacheModule(api, engine, imports, config.checkApiOutput);
  smartSearchModule(serve, engine, api.cache);
  smartModule(serve, engine);
  xrefModule(api, serve, engine);
  plausibilityHooks(engine);
  judgingModule(api, serve, engine, startWork);
  polymerFamilyHooks(engine, api.cache, (run) => api.addHook('onReady', run), api.log);
}
