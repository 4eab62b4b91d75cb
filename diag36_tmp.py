import json, sys
from tests.bench.global_limit import one
if __name__ == "__main__":
    r = one(int(sys.argv[2]), 20, 5, 1, after=sys.argv[1] == "after", scale=0.1)
    print(json.dumps({k: r[k] for k in ("per table and minute", "global 429", "peak per second", "by route", "updated", "answer", "unanswered", "table edits through a click")}))
