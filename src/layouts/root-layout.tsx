import { Outlet } from 'react-router'
import { MaintenanceBanner } from '@/components/shell/maintenance-banner'
import { useTakeOverPrerendered } from '@/lib/prerendered'

/** Around every page, whatever its layout: the maintenance banner. */
export function RootLayout() {
  useTakeOverPrerendered()
  return (
    <>
      <MaintenanceBanner />
      <Outlet />
    </>
  )
}
