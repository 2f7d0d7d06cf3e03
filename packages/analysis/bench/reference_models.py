"""Reference regressors for the analysis bench (bench/reference-comparison.ts).

Reads JSON from stdin: {"seed": int, "tasks": [{"id", "X": [[...]], "y": [...], "folds": [...]}]}
and writes JSON to stdout: {"available": {...}, "results": [{"id", "model", "predictions", "seconds"}]}.
Every task is cross-validated on exactly the folds it carries (the engine's grouped folds), so the
engine and the libraries see the same training and test rows. Library defaults throughout, except
the random forest's tree count (300), so the comparison is with the libraries as people use them.
Missing libraries are reported as unavailable, never as an error.
"""
import json
import sys
import time

import numpy as np


def models(seed):
    out = {}
    try:
        from sklearn.ensemble import (
            GradientBoostingRegressor,
            HistGradientBoostingRegressor,
            RandomForestRegressor,
        )

        out["sklearn-gbr"] = lambda: GradientBoostingRegressor(random_state=seed)
        out["sklearn-hgb"] = lambda: HistGradientBoostingRegressor(random_state=seed)
        out["sklearn-rf"] = lambda: RandomForestRegressor(n_estimators=300, random_state=seed, n_jobs=1)
    except ImportError:
        pass
    try:
        from xgboost import XGBRegressor

        out["xgboost"] = lambda: XGBRegressor(random_state=seed, n_jobs=1, verbosity=0)
    except ImportError:
        pass
    return out


def main():
    request = json.load(sys.stdin)
    seed = int(request.get("seed", 1))
    factories = models(seed)
    results = []
    for task in request["tasks"]:
        X = np.asarray(task["X"], dtype=float)
        y = np.asarray(task["y"], dtype=float)
        folds = np.asarray(task["folds"], dtype=int)
        for name, make in factories.items():
            predictions = np.zeros(len(y))
            started = time.process_time()
            for f in sorted(set(folds.tolist())):
                train = folds != f
                model = make()
                model.fit(X[train], y[train])
                predictions[~train] = model.predict(X[~train])
            results.append(
                {
                    "id": task["id"],
                    "model": name,
                    "predictions": predictions.tolist(),
                    "seconds": time.process_time() - started,
                }
            )
    json.dump({"available": sorted(factories.keys()), "results": results}, sys.stdout)


if __name__ == "__main__":
    main()
