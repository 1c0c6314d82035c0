/**
 * jieba, the Chinese word segmenter of the global search and of the keyword extraction, one per process and
 * loaded on first use: importing its dictionaries' module reads two files (17 MB) and building the segmenter
 * takes a quarter to half a second and some 40 MB more, which a start and an idle server need not hold (issue
 * 37). Loaded by `require`, so that the callers' cuts stay synchronous.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Jieba, TfIdf } from '@node-rs/jieba';

type JiebaModule = typeof import('@node-rs/jieba');

let loaded: { module: JiebaModule; segmenter: Jieba; folder: string } | undefined;
let keywords: TfIdf | undefined;

/**
 * One of the package's dictionary files, read for the segmenter or extractor being built and then let go: the
 * package's own `dict.js` reads both (11 MB) and its module cache keeps them for good, though each is read once.
 */
function dictionary(folder: string, name: 'dict.txt' | 'idf.txt'): Buffer {
  return readFileSync(join(folder, name));
}

function load() {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const module = require('@node-rs/jieba') as JiebaModule;
    const folder = dirname(require.resolve('@node-rs/jieba/dict.js'));
    loaded = { module, folder, segmenter: module.Jieba.withDict(dictionary(folder, 'dict.txt')) };
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
    const { module, folder } = load();
    keywords = module.TfIdf.withDict(dictionary(folder, 'idf.txt'));
  }
  return keywords;
}
