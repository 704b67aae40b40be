import { Outlet } from 'react-router'
import { MaintenanceBanner } from '@/components/shell/maintenance-banner'

/** Around every page, whatever its layout: the maintenance banner. */
export function RootLayout() {
  return (
    <>
      <MaintenanceBanner />
      <Outlet />
    </>
  )
}
