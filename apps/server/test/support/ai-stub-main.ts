/**
 * The stub provider as a process of its own, for the end-to-end suite (e2e/start-server.ts starts it beside the
 * console): listens on a free port and prints `AI_STUB_URL=<url>` once listening. Test code only.
 */
import { startAiStub } from './ai-stub.ts';

// Slow enough that a browser sees the answer grow piece by piece.
const stub = await startAiStub({ pieceDelayMs: Number(process.env.AI_STUB_PIECE_MS ?? 80) });
process.stdout.write(`AI_STUB_URL=${stub.url}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stub.close().then(() => process.exit(0)));
}
