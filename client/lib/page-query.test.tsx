// The server's read of a page's data (page-query.ts): what the loader put in the request's cache renders
// at once, with no observer left on the query; data no loader fetched is fetched once and rendered when
// it arrives, as useSuspenseQuery does; a failed query is the render's error, not a second fetch.
import { PassThrough } from 'node:stream';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { usePageQuery } from './page-query.ts';

function render(element: ReactNode, errors: unknown[] = []): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        const sink = new PassThrough();
        let html = '';
        sink.on('data', (chunk: Buffer) => (html += chunk.toString()));
        sink.on('end', () => resolve(html));
        stream.pipe(sink);
      },
      onShellError: reject,
      onError: (error) => {
        errors.push(error);
      },
    });
  });
}

function Title({ queryFn }: { queryFn: () => Promise<string> }) {
  const { data, dataUpdatedAt } = usePageQuery({ queryKey: ['title'], queryFn });
  return <h1 data-fetched={dataUpdatedAt > 0 ? 'yes' : 'no'}>{data}</h1>;
}

const page = (queryClient: QueryClient, queryFn: () => Promise<string>) => (
  <QueryClientProvider client={queryClient}>
    <Suspense fallback={<p>загрузка</p>}>
      <Title queryFn={queryFn} />
    </Suspense>
  </QueryClientProvider>
);

describe('usePageQuery on the server', () => {
  it('renders what the loader fetched, without asking again and without an observer', async () => {
    const queryClient = new QueryClient();
    await queryClient.prefetchQuery({ queryKey: ['title'], queryFn: () => Promise.resolve('Новости фонда') });
    const queryFn = vi.fn(() => Promise.resolve('другое'));
    const html = await render(page(queryClient, queryFn));
    expect(html).toContain('<h1 data-fetched="yes">Новости фонда</h1>');
    expect(queryFn).not.toHaveBeenCalled();
    expect(
      queryClient
        .getQueryCache()
        .find({ queryKey: ['title'] })
        ?.getObserversCount(),
    ).toBe(0);
  });

  it('fetches data no loader fetched, once, and renders it when it arrives', async () => {
    const queryClient = new QueryClient();
    const queryFn = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('Мероприятия'), 10)));
    const html = await render(page(queryClient, queryFn));
    expect(html).toContain('Мероприятия');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('fails the render with the error a loader met, without fetching again', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await queryClient.prefetchQuery({ queryKey: ['title'], queryFn: () => Promise.reject(new Error('API недоступен')) });
    const queryFn = vi.fn(() => Promise.resolve('не дойдёт'));
    const errors: unknown[] = [];
    const html = await render(page(queryClient, queryFn), errors);
    expect(errors).toEqual([new Error('API недоступен')]);
    expect(html).not.toContain('не дойдёт');
    expect(queryFn).not.toHaveBeenCalled();
  });
});
