import type { ModelCount, TerminalReport } from './shapes';

interface Named {
  id: number | string;
  name?: unknown;
  brandId?: unknown;
}

/**
 * The terminal report grouped by model: each model with its brand and how many terminals match,
 * most terminals first, then by brand and model name.
 */
export const reportByModel = (
  countsByModel: ReadonlyMap<number, number>,
  models: readonly Named[],
  brands: readonly Named[],
): TerminalReport => {
  const modelById = new Map(models.map((model) => [Number(model.id), model]));
  const brandById = new Map(brands.map((brand) => [Number(brand.id), brand]));
  const rows = [...countsByModel.entries()].map(([modelId, count]): ModelCount => {
    const model = modelById.get(modelId);
    const brandId = Number(model?.brandId ?? 0);
    return {
      modelId,
      modelName: String(model?.name ?? modelId),
      brandId,
      brandName: String(brandById.get(brandId)?.name ?? ''),
      count,
    };
  });
  rows.sort(
    (a, b) => b.count - a.count || a.brandName.localeCompare(b.brandName) || a.modelName.localeCompare(b.modelName),
  );
  return { total: rows.reduce((sum, row) => sum + row.count, 0), models: rows };
};
