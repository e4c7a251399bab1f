/**
 * Refraction and corneal arithmetic of one eye. Functions return full precision; rounding is a separate
 * step so that derived values (e.g. AL/CR from a mean radius) are not computed from already rounded inputs.
 */

/**
 * Keratometric index constant in mm·D: (1.3375 − 1) × 1000. Keratometers convert a measured radius r (mm)
 * to power K (D) as K = 337.5 / r with the conventional index n = 1.3375, so the inverse recovers the radius.
 */
export const KERATOMETRIC_INDEX_CONSTANT = 337.5;

/** Prescriptions are written to 0.25 D and their derived values are shown to 0.01 D. */
const DIOPTRE_DECIMALS = 2;

/**
 * Rounds half away from zero to `decimals` places, so that −1.125 D and +1.125 D round symmetrically
 * (Math.round alone sends −1.125 to −1.12). Never returns −0.
 */
export function eyeRoundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
  return rounded === 0 ? 0 : rounded;
}

/** Rounds a power to 0.01 D for storage and display. */
export function roundDioptres(value: number): number {
  return eyeRoundTo(value, DIOPTRE_DECIMALS);
}

function assertFinite(name: string, value: number): void {
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number: ${value}`);
}

/** Spherical equivalent (D) = sphere + cylinder / 2, unrounded; works for plus- or minus-cylinder notation. */
export function sphericalEquivalent(sphere: number, cylinder: number): number {
  assertFinite('Sphere', sphere);
  assertFinite('Cylinder', cylinder);
  return sphere + cylinder / 2;
}

/** Corneal radius of curvature (mm) from a keratometry reading K (D). */
export function cornealRadiusFromK(kDioptres: number): number {
  if (!(Number.isFinite(kDioptres) && kDioptres > 0)) throw new RangeError(`K must be a positive number of dioptres: ${kDioptres}`);
  return KERATOMETRIC_INDEX_CONSTANT / kDioptres;
}

/**
 * Mean corneal radius (mm) of the two principal meridians, as the mean of the two radii (the product's choice;
 * it differs from 337.5 / mean K by a few thousandths of a mm for ordinary astigmatism, e.g. 42/44 D).
 */
export function meanCornealRadius(k1Dioptres: number, k2Dioptres: number): number {
  return (cornealRadiusFromK(k1Dioptres) + cornealRadiusFromK(k2Dioptres)) / 2;
}

/** Axial length / corneal radius ratio: about 3 in emmetropia, higher as an eye becomes axially myopic. */
export function alCrRatio(axialLengthMm: number, cornealRadiusMm: number): number {
  assertFinite('Axial length', axialLengthMm);
  if (!(Number.isFinite(cornealRadiusMm) && cornealRadiusMm > 0))
    throw new RangeError(`Corneal radius must be a positive number of mm: ${cornealRadiusMm}`);
  return axialLengthMm / cornealRadiusMm;
}
