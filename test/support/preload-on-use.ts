// The packages handlers require at their first use, not while they load (cdk/bundling.ts separatePackages: busboy at
// the first photo upload, jstat at the first statistics, csv-parse at the first CSV import), loaded here before a
// test file runs. The local runtime runs the handlers inside jest's process, and jest refuses a require made while
// no test function is running, which is when a request of an `it.concurrent` test is often served (a ReferenceError,
// answered 500). A Lambda, or `npm start`, requires them on first use as written.
import 'busboy';
import 'csv-parse';
import 'jstat';
