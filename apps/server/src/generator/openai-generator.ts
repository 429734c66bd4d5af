/**
 * An ItemGenerator over any OpenAI-compatible chat-completions endpoint (a hosted model or
 * a local server), switched on by ITEM_GENERATOR_URL. Its answer is parsed by
 * GeneratedItemSchema; a timeout, an HTTP error or a bad answer yields null.
 */
import type { FastifyBaseLogger } from 'fastify';
import { ITEM_FAMILIES } from '@alchemy/game-rules';
import {
  GeneratedItemSchema,
  type GeneratedItem,
  type GeneratorInput,
  type ItemGenerator,
} from './item-generator';

export interface OpenAiGeneratorOptions {
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
  timeoutMs: number;
  log?: FastifyBaseLogger;
}

const SYSTEM_PROMPT = [
  'You invent items for a dark-fantasy alchemy crafting game.',
  'Given two ingredients, answer with ONE JSON object and nothing else:',
  '{"name": string (2-24 chars, Title Case, letters/digits/spaces/apostrophes/hyphens),',
  ' "description": string (one vivid sentence, at most 180 chars),',
  ' "imageDescription": string (what a painter would draw, at most 160 chars),',
  ' "rarity": "common" | "rare" | "epic" | "legendary",',
  ` "family": one of ${ITEM_FAMILIES.map((family) => `"${family}"`).join(', ')},`,
  ' "icon": a game-icons.net icon name such as "flame", "water-drop", "crystal-ball"}.',
  'The result must follow plausibly from the ingredients. Nothing offensive.',
].join('\n');

function describe(input: GeneratorInput): string {
  return `${input.name} (${input.rarity}, ${input.family}): ${input.description}`;
}

export function openAiGenerator(options: OpenAiGeneratorOptions): ItemGenerator {
  const url = `${options.baseUrl.replace(/\/$/, '')}/chat/completions`;
  return {
    name: `openai:${options.model}`,
    async invent(one, two): Promise<GeneratedItem | null> {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            temperature: 0.8,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: SYSTEM_PROMPT },
              { role: 'user', content: `Combine:\n1. ${describe(one)}\n2. ${describe(two)}` },
            ],
          }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) {
          options.log?.warn({ status: response.status }, 'item generator answered with an error');
          return null;
        }
        const body = (await response.json()) as {
          choices?: Array<{ message?: { content?: unknown } }>;
        };
        const content = body.choices?.[0]?.message?.content;
        if (typeof content !== 'string') return null;
        const parsed = GeneratedItemSchema.safeParse(JSON.parse(extractJson(content)));
        if (!parsed.success) {
          options.log?.warn({ issues: parsed.error.issues }, 'item generator answer discarded');
          return null;
        }
        return parsed.data;
      } catch (error) {
        options.log?.warn({ err: error }, 'item generator failed');
        return null;
      }
    },
  };
}

/** Models sometimes wrap JSON in prose or a code fence: take the outermost object. */
function extractJson(text: string): string {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  return start >= 0 && end > start ? text.slice(start, end + 1) : text;
}
