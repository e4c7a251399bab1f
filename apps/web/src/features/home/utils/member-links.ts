/** Pages about one family member take its id in the `familyMemberId` query parameter. */
export function memberPath(path: string, familyMemberId: string): string {
  return `${path}?${new URLSearchParams({ familyMemberId }).toString()}`;
}

export const MEMBER_PAGES = {
  growth: '/growth/patient/growthDetail',
  eyeAxis: '/eyeAxis/patient/eyeAxisDetail',
  healthRecord: '/familyHealthyRecord/detail',
  advice: '/healthAdvices/patient/healthAdvices',
  childView: '/child/view',
  vaccinations: '/vaccinations',
  milestones: '/milestones',
} as const;
