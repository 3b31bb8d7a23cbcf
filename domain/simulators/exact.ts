// §1 grade simulators: exact arithmetic on marks. Marks are entered to the hundredth and weighted by
// coefficients such as 1.5, so averages are kept as reduced fractions of integers: a mark of exactly
// 12 never becomes 11.999999 and a threshold is met or missed exactly as the rule says.

/** §1 grade simulators: a fraction num/den of safe integers, den > 0, reduced. */
export interface Fraction {
  readonly num: number;
  readonly den: number;
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** §1 grade simulators: the reduced fraction num/den (den must not be 0). */
export function fraction(num: number, den = 1): Fraction {
  if (den === 0 || !Number.isSafeInteger(num) || !Number.isSafeInteger(den)) {
    throw new RangeError(`not a fraction of safe integers: ${num}/${den}`);
  }
  const sign = den < 0 ? -1 : 1;
  const divisor = gcd(num, den);
  return { num: (sign * num) / divisor + 0, den: (sign * den) / divisor };
}

/** §1 grade simulators: an exact decimal with at most two decimals (12.5, 1.5…) as a fraction. */
export function fromDecimal(value: number): Fraction {
  return fraction(Math.round(value * 100), 100);
}

/** §1 grade simulators: a count of hundredths (1250 = 12.50) as a fraction. */
export function fromHundredths(hundredths: number): Fraction {
  return fraction(hundredths, 100);
}

/** §1 grade simulators: a + b. */
export function add(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

/** §1 grade simulators: a − b. */
export function sub(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den - b.num * a.den, a.den * b.den);
}

/** §1 grade simulators: a × b. */
export function mul(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.num, a.den * b.den);
}

/** §1 grade simulators: a ÷ b (b must not be 0). */
export function div(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den, a.den * b.num);
}

/** §1 grade simulators: negative, zero or positive as a is below, equal to or above b. */
export function compare(a: Fraction, b: Fraction): number {
  return Math.sign(a.num * b.den - b.num * a.den);
}

/** §1 grade simulators: the smaller of a and b. */
export function min(a: Fraction, b: Fraction): Fraction {
  return compare(a, b) <= 0 ? a : b;
}

/** §1 grade simulators: the larger of a and b. */
export function max(a: Fraction, b: Fraction): Fraction {
  return compare(a, b) >= 0 ? a : b;
}

/** §1 grade simulators: the sum of a list of fractions (0 for none). */
export function sum(values: readonly Fraction[]): Fraction {
  return values.reduce(add, fraction(0));
}

function floorDiv(a: number, b: number): number {
  const q = Math.trunc(a / b);
  return q * b > a ? q - 1 : q;
}

/** §1 grade simulators: a rounded DOWN to the hundredth, as a count of hundredths (an average shown never flatters). */
export function floorHundredths(a: Fraction): number {
  return floorDiv(a.num * 100, a.den);
}

/** §1 grade simulators: a rounded UP to the hundredth, as a count of hundredths (a mark needed is never understated). */
export function ceilHundredths(a: Fraction): number {
  return 0 - floorDiv(-a.num * 100, a.den);
}
