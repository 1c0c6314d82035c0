/**
 * jieba, the Chinese word segmenter of the global search and of the keyword extraction, one per process and
 * loaded on first use: importing its dictionaries' module reads two files (17 MB) and building the segmenter
 * takes a quarter to half a second and some 40 MB more, which a start and an idle server need not hold (issue
 * 37). Loaded by `require`, so that the callers' cuts stay synchronous.
 */
import { createRequire } from 'node:module';
import type { Jieba, TfIdf } from '@node-rs/jieba';

type JiebaModule = typeof import('@node-rs/jieba');
type Dictionaries = typeof import('@node-rs/jieba/dict.js');

let loaded: { module: JiebaModule; dictionaries: Dictionaries; segmenter: Jieba } | undefined;
let keywords: TfIdf | undefined;

function load() {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const module = require('@node-rs/jieba') as JiebaModule;
    const dictionaries = require('@node-rs/jieba/dict.js') as Dictionaries;
    loaded = { module, dictionaries, segmenter: module.Jieba.withDict(dictionaries.dict) };
  }
  return loaded;
}

/** The segmenter, with jieba's default dictionary. */
export function segmenter(): Jieba {
  return load().segmenter;
}

/** TF-IDF keyword extraction over jieba's default IDF table. */
export function keywordExtractor(): TfIdf {
  if (!keywords) {
    const { module, dictionaries } = load();
    keywords = module.TfIdf.withDict(dictionaries.idf);
  }
  return keywords;
}
