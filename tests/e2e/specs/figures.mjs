// The figure registry as story-build writes it (target/story/figures.json, from
// rope-params' `figures::FIGURES` and where the story places each figure): the specs read
// their lists and counts from here, never from a copy of their own.
import { readFileSync } from 'node:fs';

const registry = JSON.parse(readFileSync(new URL('../../../target/story/figures.json', import.meta.url), 'utf8'));

// Every figure slug, in reading order.
export const FIGURES = registry.figures.map((f) => f.slug);
// Each figure's chart (its canvas's data-testid).
export const CANVAS = Object.fromEntries(registry.figures.map((f) => [f.slug, f.plot]));
// The chapter the story places each figure in.
export const PLACED_IN = Object.fromEntries(registry.figures.map((f) => [f.slug, f.chapter]));
// The figures whose story placement asks the reader to guess first.
export const GUESSES = registry.figures.filter((f) => f.guess).map((f) => f.slug);
// The story's chapters (every anchor, a group's sections too), in reading order.
export const CHAPTERS = registry.chapters;
// The chapters that open an entry of the contents (a group's later sections left out).
export const HEADS = registry.heads;
// Each chapter's depth: "core", "implementers" or "research".
export const DEPTHS = registry.depths;
