/**
 * What a parser would hold whole, bounded before it is parsed.
 *
 * XML: a SAX parser keeps the text between two tags (one cell's value), one tag with its attributes, one comment, CDATA section or processing instruction
 * in memory until it ends: a 400 MB cell is 400 MB of string before anyone can look at its length. The guard
 * scans the inflated bytes as they stream and refuses a stretch longer than `max` bytes that the parser would
 * have to hold: from an element's `<` to the next one, or a whole `<!-- … -->`, `<![CDATA[ … ]]>`, `<? … ?>`
 * (in which a `<` starts nothing). A DTD (`<!DOCTYPE`, `<!ENTITY`) is refused outright: OOXML parts never
 * have one.
 */

const LT = 0x3c;
const BANG = 0x21;
const QUESTION = 0x3f;
const DASH = 0x2d;
const BRACKET = 0x5b;

type State = 'text' | 'lt' | 'bang' | 'section';

export class XmlRunGuard {
  #run = 0;
  #state: State = 'text';
  #terminator = Buffer.alloc(0);
  /** The end of the previous chunk, for a terminator split between two chunks. */
  #tail = Buffer.alloc(0);

  constructor(
    private readonly max: number,
    private readonly tooLong: () => Error,
    private readonly declaration: () => Error,
  ) {}

  #grow(bytes: number): void {
    this.#run += bytes;
    if (this.#run > this.max) throw this.tooLong();
  }

  #section(terminator: string): void {
    this.#state = 'section';
    this.#terminator = Buffer.from(terminator);
    this.#tail = Buffer.alloc(0);
  }

  /** Scans the next chunk of the part; throws when a stretch gets too long. */
  scan(chunk: Buffer): void {
    let at = 0;
    while (at < chunk.length) {
      switch (this.#state) {
        case 'text': {
          const lt = chunk.indexOf(LT, at);
          if (lt === -1) {
            this.#grow(chunk.length - at);
            return;
          }
          this.#grow(lt - at + 1);
          at = lt + 1;
          this.#state = 'lt';
          break;
        }
        case 'lt': {
          const byte = chunk[at];
          if (byte === BANG) {
            this.#state = 'bang';
            this.#grow(1);
            at += 1;
          } else if (byte === QUESTION) {
            this.#section('?>');
            this.#grow(1);
            at += 1;
          } else {
            // An element's start or end: what came before has been handed over, a new stretch starts here.
            this.#run = 1;
            this.#state = 'text';
          }
          break;
        }
        case 'bang': {
          const byte = chunk[at];
          if (byte === DASH) this.#section('-->');
          else if (byte === BRACKET) this.#section(']]>');
          else throw this.declaration();
          this.#grow(1);
          at += 1;
          break;
        }
        case 'section': {
          const rest = chunk.subarray(at);
          const hay = this.#tail.length > 0 ? Buffer.concat([this.#tail, rest]) : rest;
          const end = hay.indexOf(this.#terminator);
          if (end === -1) {
            this.#grow(rest.length);
            this.#tail = Buffer.from(hay.subarray(Math.max(0, hay.length - this.#terminator.length + 1)));
            return;
          }
          const used = end + this.#terminator.length - this.#tail.length;
          this.#grow(used);
          at += used;
          this.#tail = Buffer.alloc(0);
          this.#state = 'text';
          break;
        }
      }
    }
  }
}

const QUOTE = 0x22;
const NEWLINE = 0x0a;
const RETURN = 0x0d;

/**
 * CSV: the parser holds a row until it ends, and reads it again from its start with every chunk that does not
 * end it (a 1 MB row costs seconds of blocked event loop). The guard finds where rows end as the file streams
 * (a newline inside quotes is part of the row), so the parser is handed whole rows only, and refuses a row
 * longer than `max` bytes.
 */
export class CsvRowGuard {
  #run = 0;
  #quoted = false;

  constructor(
    private readonly max: number,
    private readonly tooLong: () => Error,
  ) {}

  /** Scans the next chunk; the offset just past the last row end in it, or -1 when no row ends in it. */
  scan(chunk: Buffer): number {
    let at = 0;
    let cut = -1;
    // The next row end and quote, each searched again only once passed (a search per byte would be quadratic).
    const nextEnd = (from: number) => {
      const lf = chunk.indexOf(NEWLINE, from);
      const cr = chunk.indexOf(RETURN, from);
      return lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
    };
    let end = nextEnd(0);
    let quote = chunk.indexOf(QUOTE);
    while (at < chunk.length) {
      if (end !== -1 && end < at) end = nextEnd(at);
      if (quote !== -1 && quote < at) quote = chunk.indexOf(QUOTE, at);
      const stop = end === -1 || this.#quoted ? chunk.length : end;
      const next = quote !== -1 && quote < stop ? quote : stop;
      this.#run += next - at;
      if (this.#run > this.max) throw this.tooLong();
      if (next === chunk.length) break;
      if (next === quote) this.#quoted = !this.#quoted;
      else {
        this.#run = 0;
        cut = next + 1;
      }
      at = next + 1;
    }
    return cut;
  }
}
