import { useQuery } from '@tanstack/react-query'
import { client, unwrap } from './client'

export const siteStatusKey = ['site-status'] as const

/** Whether the site is in maintenance mode (the banner on every page). */
export function useSiteStatus() {
  return useQuery({
    queryKey: siteStatusKey,
    queryFn: () => unwrap(client.api['site-status'].$get()),
    staleTime: 60_000,
    retry: false,
  })
}
