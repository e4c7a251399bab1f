import { z } from 'zod';

/**
 * The editors' five calls of a versioned form (disease surveys, questionnaires): every one at its current version,
 * create (version 1), edit (a new version; earlier ones and what was answered against them stay), every version,
 * publish or withdraw.
 */
export function versionedAdminSchemas<P extends z.ZodType, C extends z.ZodType, I extends z.ZodType, V extends z.ZodType>(form: {
  noun: string;
  answered: string;
  params: P;
  create: C;
  input: I;
  version: V;
}) {
  const versions = z.array(form.version);
  return {
    adminList: { summary: `Every ${form.noun} at its current version`, response: versions },
    adminCreate: { summary: `Create a ${form.noun} (version 1)`, body: form.create, response: form.version },
    adminUpdate: {
      summary: `Edit a ${form.noun}: saves a new version, earlier ones and their ${form.answered} stay`,
      params: form.params,
      body: form.input,
      response: form.version,
    },
    adminVersions: { summary: `Every version of a ${form.noun}, newest first`, params: form.params, response: versions },
    adminPublish: {
      summary: `Publish or withdraw a ${form.noun}: a withdrawn one is hidden from parents and takes no ${form.answered}; its versions stay`,
      description:
        'Saving never changes what parents get: publishing puts the named version (the newest when none is named) in front of them.',
      params: form.params,
      body: z.strictObject({ published: z.boolean(), version: z.number().int().positive().optional() }),
      response: form.version,
    },
  };
}
