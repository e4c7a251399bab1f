/** Fixed ids of the demo content, so links, the README and end-to-end tests can name them. */
export const CONTENT_IDS = {
  articles: {
    growthChart: '60000000-0000-4000-8000-000000000001',
    myopiaPrevention: '60000000-0000-4000-8000-000000000002',
    outdoorTime: '60000000-0000-4000-8000-000000000003',
    sleep: '60000000-0000-4000-8000-000000000004',
    vitaminD: '60000000-0000-4000-8000-000000000005',
    screenTime: '60000000-0000-4000-8000-000000000006',
    pretermFollowUp: '60000000-0000-4000-8000-000000000007',
    orthokeratology: '60000000-0000-4000-8000-000000000008',
  },
  faqCategories: {
    account: '61000000-0000-4000-8000-000000000001',
    growth: '61000000-0000-4000-8000-000000000002',
    eyes: '61000000-0000-4000-8000-000000000003',
    membership: '61000000-0000-4000-8000-000000000004',
  },
  /** FAQ items are 62000000-…-0000000000NN, numbered from 1 in the order of faq.ts. */
  faqItem: (n: number) => `62000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
} as const;

/** The product codes prescriptions link to (/drugs/{productCode}). */
export const DRUG_CODES = ['VD3-400', 'AMOX-125', 'IBU-100', 'ATRO-001', 'SALINE-NS'] as const;
