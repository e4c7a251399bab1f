import { describe, expect, it } from 'vitest';
import { drugCreateSchema, type AdminContentItem } from '@sprout/contracts';
import { blankForm, bodyFromForm, formFromData, KINDS } from './content-kinds.ts';

const lt = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });

describe('content kinds addressed by their key (drugs, legal texts)', () => {
  it('reads a drug’s product code from the item and its dosage lines from the data, into a body the server accepts', () => {
    const drug = KINDS.drug!;
    const item = { id: 'x', kind: 'drug', key: 'VD3-400' } as unknown as AdminContentItem;
    const text = lt('文', 'Text');
    const data = {
      name: text,
      genericName: text,
      specification: text,
      indications: text,
      contraindications: text,
      adverseReactions: text,
      storage: text,
      manufacturer: text,
      note: text,
      approvalNumber: '国药准字H1',
      dosage: [{ who: lt('儿童', 'Children'), dose: lt('每日一次', 'Once a day') }],
    };
    const body = bodyFromForm(drug, formFromData(drug, data, item));
    expect(body).toMatchObject({ productCode: 'VD3-400', approvalNumber: '国药准字H1', dosage: data.dosage });
    expect(drugCreateSchema.safeParse(body).success).toBe(true);
  });

  it('starts a new drug with no dosage line, which the schema refuses on that field', () => {
    const drug = KINDS.drug!;
    const result = drug.schema.safeParse(bodyFromForm(drug, blankForm(drug)));
    expect(result.success).toBe(false);
    const paths = result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['productCode', 'dosage', 'name.zh-CN', 'approvalNumber']));
  });

  it('starts a legal text on the first key, and checks title and body in both languages', () => {
    const legal = KINDS.legal!;
    const blank = blankForm(legal);
    expect(blank.key).toBe('privatePolicy');
    const ok = legal.schema.safeParse({ key: 'help', title: lt('帮助', 'Help'), body: lt('<p>帮助</p>', '<p>Help</p>') });
    expect(ok.success).toBe(true);
    expect(legal.schema.safeParse({ key: 'nope', title: lt('a', 'b'), body: lt('a', 'b') }).success).toBe(false);
    expect(legal.publicPath!({ key: 'help' } as unknown as AdminContentItem)).toBe('/help');
  });
});
