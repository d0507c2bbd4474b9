// Lists the versions of the zone data the site has shown, newest first: each version with its
// source (the built-in tables or the live sheet) and when it was first and last served; or
// prints one version's data. A page, proposal or saved view names the version it was made from.
// Usage: npm run datasets [-- --json] [-- --limit 50] [-- --on 2026-01-31]
//        npm run datasets -- --show <version>
// Reads the server build (npm run build), with the same settings as the server (DATA_DIR,
// DATABASE_URL); while the server runs, it asks the server instead of opening its database.
import { limitOption, printable, printableJson, serverCli } from "./cli-support.js";

const args = process.argv.slice(2);
const json = args.includes("--json");
const limit = limitOption(args);
const onIndex = args.indexOf("--on");
const day = onIndex >= 0 ? args[onIndex + 1] : undefined;
if (onIndex >= 0 && !/^\d{4}-\d{2}-\d{2}$/.test(day ?? "")) {
  console.error("--on needs a day (UTC) such as 2026-01-31");
  process.exit(2);
}
const showIndex = args.indexOf("--show");
const version = showIndex >= 0 ? args[showIndex + 1] : undefined;
if (showIndex >= 0 && !/^[0-9a-fA-F]{12}$/.test(version ?? "")) {
  console.error('--show needs a version: the 12 characters after "Zone data version" on a page or proposal');
  process.exit(2);
}

const { readDataset, readDatasets } = await serverCli();

if (version !== undefined) {
  let dataset;
  try {
    dataset = await readDataset(version);
  } catch (error) {
    console.error(`Could not read the dataset: ${printable(error instanceof Error ? error.message : error)}`);
    process.exit(1);
  }
  if (!dataset) {
    console.error(`No dataset has version ${version.toLowerCase()} (npm run datasets lists them).`);
    process.exit(1);
  }
  const content = JSON.parse(dataset.content);
  if (json) {
    console.log(printableJson({ ...dataset, content }));
  } else {
    // A live sheet's answer is shown escaped: its text could hold escape sequences.
    console.log(
      printable(
        `Version ${dataset.version}  ${dataset.source}  first served ${dataset.firstServedAt}  last served ${dataset.lastServedAt}`,
      ),
    );
    console.log(printable(`SHA-256 ${dataset.hash}`));
    console.log(printableJson(content));
  }
  process.exit(0);
}

let datasets;
try {
  datasets = await readDatasets({ limit, servedOn: day });
} catch (error) {
  console.error(`Could not read the datasets: ${printable(error instanceof Error ? error.message : error)}`);
  process.exit(1);
}

if (json) {
  console.log(printableJson(datasets));
} else if (datasets.length === 0) {
  console.log(day ? `No zone dataset was served on ${day}.` : "No zone dataset recorded yet: the site records one when it first shows it.");
} else {
  console.log(["Version     ", "Source  ", "First served            ", "Last served"].join("  "));
  for (const dataset of datasets) {
    console.log(printable([dataset.version, dataset.source.padEnd(8), dataset.firstServedAt, dataset.lastServedAt].join("  ")));
  }
}
process.exit(0);
