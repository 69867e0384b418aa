/** The single source of React Query keys (ARCHITECTURE.md §5); mutations invalidate through these. */
export const queryKeys = {
  user: ['user'] as const,
  sts: ['sts'] as const,
  driverLicenses: ['driverLicenses'] as const,
  inns: ['inns'] as const,
  notifyEmail: ['notifyEmail'] as const,
  fines: ['fines'] as const,
  finesBy: (kind: string, id: number) => ['fines', 'by', kind, id] as const,
  fine: (key: string) => ['fine', key] as const,
  order: (key: string) => ['order', key] as const,
  preload: ['preload'] as const,
  signIns: ['signIns'] as const,
  payments: ['payments'] as const,
  payment: (id: number) => ['payments', id] as const,
  photos: (fineId: number) => ['photos', fineId] as const,
  uinInfo: (kind: 'fine' | 'tax', uin: string) => ['uinInfo', kind, uin] as const,
};
