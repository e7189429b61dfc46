// Every figure slug, in reading order (rope-math's `figures::FIGURES`; the embed and a11y
// specs walk it).
export const FIGURES = [
  'order-blind', 'softmax', 'slot-marks', 'sinusoid', 'learned-positions', 'sinusoid-shift', 'rotate', 'proof', 'frequencies', 'matrix', 'layouts', 'score-distance',
  'cost', 'slow-pairs', 'base-scaling', 'interpolation', 'per-pair-scaling', 'alibi', 'context-budget',
  'decay-myth', 'positional-head', 'semantic-drift', 'partial-cycle', 'base-bound', 'extrapolation-bound', 'partial-rotary', 'temperature', 'mrope', 'rope-2d', 'precision',
];
