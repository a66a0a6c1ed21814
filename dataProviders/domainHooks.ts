import { mergeHooks, type DomainHooks } from '../resources/core/rules/domainHooks';
import { createRuleRunner } from '../resources/core/rules/runRules';

const modules = import.meta.glob<{ hooks?: DomainHooks }>('../resources/*/hooks.ts', { eager: true });

/** Every domain's rules, read from resources/<domain>/hooks.ts as the sandbox reads them. */
export const domainRules = createRuleRunner(
  mergeHooks(
    Object.keys(modules)
      .sort()
      .flatMap((path) => {
        const { hooks } = modules[path];
        return hooks ? [hooks] : [];
      }),
  ),
);
