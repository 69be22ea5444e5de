import type { LiveGroup } from '@hall/model';
import { jsonAnswer, type Answers } from '../answers.ts';
import type { RecordReader } from './reader.ts';

// `data` is JSON.stringify of the record (rows.ts), so joining the texts gives the bytes
// JSON.stringify of the parsed records would.
const joined = (texts: readonly string[]) => `[${texts.join(',')}]`;

/**
 * The request lists' answers from the rows' JSON texts as they are, with no parsing and
 * re-serialising of every record (decision 016): the same bytes as serializedAnswers.
 */
export function textAnswers(readers: Record<LiveGroup, RecordReader>): Answers {
  return {
    async list(group, options) {
      return jsonAnswer(joined(readers[group].list(options)));
    },
    async page(group, request) {
      const { texts, next } = readers[group].page(request);
      return jsonAnswer(`{"items":${joined(texts)},"next":${JSON.stringify(next)}}`);
    },
  };
}
