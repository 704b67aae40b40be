import './lib/zod-config'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { lazy, StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { router } from './router'
import './styles.css'

// Toasts (sonner) arrive after the first screen: nothing toasts before the app has rendered (decision 023).
const Toaster = lazy(() => import('./components/ui/toaster').then((m) => ({ default: m.Toaster })))

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } },
})

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  </StrictMode>,
)
