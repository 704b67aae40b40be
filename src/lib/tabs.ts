import { useQuery } from '@tanstack/react-query'
import { client, unwrap } from './client'
import { tabsKey } from './settlements'

/** Open Tabs: one request for the whole page. */
export function useTabs() {
  return useQuery({ queryKey: tabsKey, queryFn: () => unwrap(client.api.tabs.$get()) })
}
