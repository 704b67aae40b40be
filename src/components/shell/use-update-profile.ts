import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MeDto, UpdateProfileInput } from '@/domain/schemas/profile'
import { ApiRequestError } from '@/lib/api'
import { client, unwrap } from '@/lib/client'
import { meQueryKey } from '@/lib/session'
import * as ACCOUNT from '@/messages/account'
import { clearProfileModalDismissal } from './profile-modal-storage'

/** The message to show for a failed profile update: the server's when it gave one (e.g. username taken). */
export function profileErrorMessage(err: unknown) {
  if (err instanceof ApiRequestError && err.status > 0 && err.status < 500) return err.message
  return ACCOUNT.failedToUpdateProfile
}

/** PATCH /api/me/profile; the cached `me` is updated from the answer so every screen shows the new values. */
export function useUpdateProfile() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => unwrap(client.api.me.profile.$patch({ json: input })),
    onSuccess: (profile) => {
      qc.setQueryData<MeDto | string>(meQueryKey, (old) => (old && typeof old === 'object' ? { ...old, profile } : old))
      // A completed profile (it has a first name) needs no reminder any more: forget the dismissal record.
      if (profile.firstName) clearProfileModalDismissal()
    },
  })
}
