import { useQuery } from '@tanstack/react-query'
import { JOIN_CODE_PATTERN, normalizeJoinCode } from '@/domain/join-code'
import { client, unwrap } from './client'

/**
 * What a join code opens (its event's title and host, whether guests may join), asked as soon as the code
 * is whole: a mistyped code is refused before anyone signs up or types a name. Only a code of the right
 * shape is asked about, so typing does not spend the address's guessing allowance.
 */
export function useJoinPreview(rawCode: string) {
  const code = normalizeJoinCode(rawCode)
  const whole = JOIN_CODE_PATTERN.test(code)
  return useQuery({
    queryKey: ['join-preview', code],
    queryFn: () => unwrap(client.api.join[':code'].$get({ param: { code } })),
    enabled: whole,
    retry: false,
    staleTime: 60_000,
  })
}
