import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order files start in, for a run that ends soonest: the browser files first (the longest), the two
 * halves of the accessibility sweep first of them (as one file it ran four minutes alone, six beside
 * another: a third of the browser time), then the API and unit files, short ones that fill the workers
 * while the last long file finishes. Vitest's own order runs the projects by name (api, e2e, unit), so a
 * long browser file started last.
 */
const PROJECTS = ['e2e', 'api', 'unit'];
const LONGEST_FIRST = ['tests/e2e/accessibility.e2e.ts', 'tests/e2e/accessibility-signed-in.e2e.ts'];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const project = PROJECTS.indexOf(file.project.name);
      const early = LONGEST_FIRST.some((path) => file.moduleId.endsWith(path)) ? 0 : 1;
      return (project === -1 ? PROJECTS.length : project) * 2 + early;
    };
    const sorted = await super.sort(files);
    // A stable sort: within a rank, Vitest's order (failed first, then longest known, then largest).
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
