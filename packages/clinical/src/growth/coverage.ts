/**
 * Age ranges in which each reference is used. The switch from WHO 2006 to WHO 2007:
 *  - WHO 2006 is scored by integer day up to its last table row, day 1856, as WHO's igrowup macro
 *    did (README §1 rule 8). anthro stops earlier (age < 60 months = 1826 days), but then days
 *    1826–1856 would fall in a gap: WHO 2007 starts at 61 months.
 *  - WHO 2007 takes over from day 1857 = 61.01 months, just inside its defined range
 *    (61–228 months; weight-for-age to 120 months; README §2), in exact months = days / 30.4375.
 * So every day from birth to 228 months has exactly one reference (except weight 120–228 months and
 * head circumference after day 1856, which have none: WHO publishes no table for them).
 */

/** Last row of the WHO 2006 daily tables (README §1: age_days 0–1856). */
export const WHO2006_LAST_DAY = 1856;
/** Upper limit of WHO 2007 height- and BMI-for-age: 228 months = 19 years (README §2). */
export const WHO2007_MAX_MONTHS = 228;
/** Upper limit of WHO 2007 weight-for-age: 120 months = 10 years (README §2). */
export const WHO2007_WFA_MAX_MONTHS = 120;
