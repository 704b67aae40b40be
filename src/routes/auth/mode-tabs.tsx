import { SegmentTabs } from '@/components/ui/segment-tabs'
import * as AUTH from '@/messages/auth'
import type { Mode } from './auth-page'

type TabMode = Exclude<Mode, 'forgot'>
const TABS: ReadonlyArray<readonly [TabMode, string]> = [
  ['signin', AUTH.signIn],
  ['signup', AUTH.signUp],
]

// The 'Sign In' / 'Sign Up' toggle. Tabs (not buttons), so the form's own
// 'Sign In' / 'Sign Up' submit button stays the only button with that name.
export function ModeTabs({ mode, onChange }: { mode: TabMode; onChange: (m: Mode) => void }) {
  return <SegmentTabs label={AUTH.signInOrSignUp} tabs={TABS} value={mode} onChange={onChange} className="mb-6" />
}
