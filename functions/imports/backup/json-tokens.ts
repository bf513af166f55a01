// A JSON file read as a stream of tokens (stream-json's parser), and whole values assembled from them one at a time:
// memory holds the value being read (one entry, one chat, one image), never the file. A string or a value over its
// limit stops the read before it fills memory; a file that is no JSON or ends too soon is a BackupImportError.
import { pipeline, type Readable } from 'node:stream';
import Assembler from 'stream-json/assembler.js';
import { parser, type Token } from 'stream-json/parser.js';
import { BackupImportError, BACKUP_MESSAGES } from './backup-error';

/** What a value may weigh: its strings' characters plus this much for every other token (a number, a bracket). */
const TOKEN_WEIGHT = 16;

export interface ValueLimits {
  /** The most characters one string may have. */
  maxString: number;
  /** The most one value may weigh (its strings' characters, TOKEN_WEIGHT per other token). */
  maxWeight: number;
  /** The error when either is passed. */
  tooLarge: () => BackupImportError;
}

const ENDS_VALUE = new Set(['stringValue', 'numberValue', 'nullValue', 'trueValue', 'falseValue', 'endObject', 'endArray']);

export class JsonTokens {
  private readonly tokens: AsyncIterator<Token>;
  /** Set once the file's header is known good: a parse error after it is a damaged backup, not "not a backup". */
  headerRead = false;

  constructor(input: Readable) {
    // Keys and numbers come whole; strings also in chunks, so a long one is measured while it is read.
    const stream = pipeline(input, parser.asStream({ streamKeys: false, streamNumbers: false }), () => undefined);
    this.tokens = stream[Symbol.asyncIterator]() as AsyncIterator<Token>;
  }

  /** The next token; the end of the file here means it was cut short. */
  async next(): Promise<Token> {
    const token = await this.read();
    if (!token) throw new BackupImportError(BACKUP_MESSAGES.cutShort);
    return token;
  }

  /** True when the file has nothing after the value read last. */
  async atEnd(): Promise<boolean> {
    return (await this.read()) === undefined;
  }

  /** The whole value that starts with `first` (or with the next token). */
  async value(limits: ValueLimits, first?: Token): Promise<unknown> {
    const assembler = new Assembler();
    let token = first ?? (await this.next());
    let weight = 0;
    let stringLength = 0;
    for (;;) {
      if (token.name === 'stringChunk') {
        stringLength += token.value.length;
        weight += token.value.length;
        if (stringLength > limits.maxString) throw limits.tooLarge();
      } else {
        stringLength = 0;
        weight += TOKEN_WEIGHT;
      }
      if (weight > limits.maxWeight) throw limits.tooLarge();
      assembler.consume(token);
      if (assembler.done && ENDS_VALUE.has(token.name)) return assembler.current;
      token = await this.next();
    }
  }

  /** Skips the value that starts with `first` (a key this app does not know), holding none of it. */
  async skip(first: Token): Promise<void> {
    let depth = 0;
    let token = first;
    for (;;) {
      if (token.name === 'startObject' || token.name === 'startArray') depth += 1;
      if (token.name === 'endObject' || token.name === 'endArray') depth -= 1;
      if (depth === 0 && ENDS_VALUE.has(token.name)) return;
      token = await this.next();
    }
  }

  private async read(): Promise<Token | undefined> {
    try {
      const { value, done } = await this.tokens.next();
      return done ? undefined : value;
    } catch (error) {
      if (error instanceof BackupImportError) throw error;
      // stream-json says "Parser has expected …" when the text stops mid-value, "cannot parse" on a wrong character.
      const message = error instanceof Error ? error.message : '';
      if (/^Parser has expected/.test(message)) throw new BackupImportError(BACKUP_MESSAGES.cutShort);
      if (/^Parser cannot parse/.test(message))
        throw new BackupImportError(this.headerRead ? BACKUP_MESSAGES.damaged : BACKUP_MESSAGES.notJson);
      throw error;
    }
  }
}
