import { adminScreensCopy } from '@phi/content';
import {
  type AdminNewsArticle,
  type AdminNewsArticleListQuery,
  type FeaturedPin,
  isServerSearchable,
  serverSearchTerm,
} from '@phi/contracts/admin';
import { adminListLimits } from '@phi/contracts/constants';
import { useEffect, useId, useState } from 'react';
import { SearchField, SelectField } from '../../components/form-fields.tsx';
import { ListResults } from '../../components/list-page.tsx';
import { useUrlFilters } from '../../lib/use-url-filters.ts';
import { NewsArticleRow } from './news-article-row.tsx';
import { useNewsArticles, useNewsSources, useSetArticleFeatured } from './news-sources-api.ts';

const copy = adminScreensCopy.newsSources;

// Kept in the URL like the other lists' filters; "" is no filter.
const articleFilterDefaults = { articleSource: '', articleSearch: '', featuredOnly: '' };
const searchDelayMs = 300;

function toArticleQuery(
  filters: typeof articleFilterDefaults,
  page: number,
): AdminNewsArticleListQuery {
  const search = serverSearchTerm(filters.articleSearch.trim());
  return {
    page,
    limit: adminListLimits.pageSize,
    ...(filters.articleSource ? { sourceId: filters.articleSource } : {}),
    ...(search ? { search } : {}),
    ...(filters.featuredOnly === 'true' ? { featuredOnly: true } : {}),
  };
}

// A term too short for the server filters the loaded page, as on the other admin lists
// (docs/architecture.md#departures, 8).
function matchesLocalSearch(article: AdminNewsArticle, search: string): boolean {
  const term = search.trim().toLowerCase();
  return term === '' || isServerSearchable(term) || article.title.toLowerCase().includes(term);
}

function FeaturedOnlyToggle({
  isChecked,
  onChange,
}: {
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3 sm:pb-2.5">
      <input
        id={id}
        type="checkbox"
        checked={isChecked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-sky-400"
      />
      <label htmlFor={id} className="text-sm text-slate-200">
        {copy.featuredOnly}
      </label>
    </div>
  );
}

// Ours: Featured Research's articles (spec: chat-news-admin §2, up to 6) and staff's pins.
export function FeaturedArticlesSection() {
  const { filters, page, hasFilters, setFilter, setPage } = useUrlFilters(articleFilterDefaults);
  const articles = useNewsArticles(toArticleQuery(filters, page));
  const sources = useNewsSources();
  const setFeatured = useSetArticleFeatured();
  const [searchText, setSearchText] = useState(filters.articleSearch);

  useEffect(() => setSearchText(filters.articleSearch), [filters.articleSearch]);
  useEffect(() => {
    if (searchText === filters.articleSearch) {
      return;
    }
    const timer = window.setTimeout(() => setFilter('articleSearch', searchText), searchDelayMs);
    return () => window.clearTimeout(timer);
  }, [searchText, filters.articleSearch, setFilter]);

  const sourceOptions = [
    { value: '', label: copy.allSources },
    ...(sources.data?.sources ?? []).map((source) => ({ value: source.id, label: source.name })),
  ];
  const rows = (articles.data?.articles ?? []).filter((article) =>
    matchesLocalSearch(article, filters.articleSearch),
  );
  const pin = (article: AdminNewsArticle, featured: FeaturedPin) =>
    setFeatured.mutate({ id: article.id, featured });

  return (
    <section aria-labelledby="featured-articles-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="featured-articles-heading" className="text-2xl font-bold text-white">
          {copy.featuredHeading}
        </h2>
        <p className="mt-1 max-w-2xl text-slate-400">{copy.featuredIntro}</p>
      </div>

      <section
        aria-label={adminScreensCopy.filters}
        className="grid gap-4 rounded-xl border border-slate-800 bg-slate-900/60 p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <SearchField
          className="sm:col-span-2"
          label={adminScreensCopy.search}
          value={searchText}
          placeholder={copy.searchArticles}
          onChange={setSearchText}
        />
        <SelectField
          label={adminScreensCopy.source}
          options={sourceOptions}
          value={filters.articleSource}
          onChange={(event) => setFilter('articleSource', event.target.value)}
        />
        <div className="flex items-end">
          <FeaturedOnlyToggle
            isChecked={filters.featuredOnly === 'true'}
            onChange={(isChecked) => setFilter('featuredOnly', isChecked ? 'true' : '')}
          />
        </div>
      </section>

      {setFeatured.isError ? (
        <p role="alert" className="text-sm text-rose-300">
          {copy.pinFailed} {setFeatured.error.message}
        </p>
      ) : null}

      <ListResults
        query={articles}
        showing={copy.showingArticles}
        rowCount={rows.length}
        emptyMessage={hasFilters ? copy.articlesEmptyFiltered : copy.articlesEmpty}
        label={copy.articlesTable}
        page={page}
        onPageChange={setPage}
      >
        {rows.map((article) => (
          <NewsArticleRow
            key={article.id}
            article={article}
            isBusy={setFeatured.isPending}
            onPin={pin}
          />
        ))}
      </ListResults>
    </section>
  );
}
