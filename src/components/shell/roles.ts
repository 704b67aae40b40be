import type { ProfileDto } from '@/domain/schemas/profile'

// Its own module so the public navigation can ask without loading the signed-in user menu (decision 023).
export const isAdmin = (p: ProfileDto) => p.role === 'admin' || p.role === 'super_admin'
