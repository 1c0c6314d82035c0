/** The unit pairs (SI, imperial) that several groups of demo headers share. */
export const stress = { si: 'MPa', imperial: 'psi' };
export const percent = { si: '%', imperial: '%' };
export const celsius = { si: 'degC', imperial: 'degF' };
