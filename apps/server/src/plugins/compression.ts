/**
 * Compresses answers built at request time (JSON, generated SVG images) above 1 kB, with
 * Brotli or gzip as the client accepts. Built web assets are compressed once at build time
 * and served as they are by the web-app plugin (their content-encoding is already set, so
 * this plugin leaves them alone). Brotli at quality 4: on a live answer the best ratio
 * costs more CPU than the bytes it saves.
 */
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Below this an answer fits in a packet or two: compressing it saves nothing. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
