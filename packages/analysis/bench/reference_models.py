"""Reference regressors for the analysis bench (bench/reference-comparison.ts).

Reads JSON from stdin: {"seed": int, "tuned": bool, "tasks": [{"id", "X": [[...]], "y": [...], "folds": [...]}]}
and writes JSON to stdout: {"available": {...}, "results": [{"id", "model", "predictions", "seconds"}]}.
Every task is cross-validated on exactly the folds it carries (the engine's grouped folds), so the
engine and the libraries see the same training and test rows. Library defaults throughout, except
the random forest's tree count (300), so the comparison is with the libraries as people use them.
Missing libraries are reported as unavailable, never as an error.

With "tuned" (the bench's --tuned) two more references are run: GradientBoosting and XGBoost with
their depth and number of trees chosen by a grid search on 3 inner folds of each training fold, the
way a careful analyst would use them; they are slower (a minute or more per seed on 1,000 rows).
"""
import json
import sys
import time

import numpy as np


# The tuned references' grids: slow learning with row subsampling, depth and rounds searched.
GBR_GRID = {"max_depth": [3, 4, 5], "n_estimators": [500, 1500]}
XGB_GRID = {"max_depth": [3, 4, 6], "n_estimators": [500, 1500]}


def tuned(estimator, grid, seed):
    from sklearn.model_selection import GridSearchCV, KFold

    inner = KFold(n_splits=3, shuffle=True, random_state=seed)
    return GridSearchCV(estimator, grid, cv=inner, scoring="neg_root_mean_squared_error", n_jobs=1)


def models(seed, with_tuned=False):
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
        if with_tuned:
            out["sklearn-gbr-tuned"] = lambda: tuned(
                GradientBoostingRegressor(learning_rate=0.05, subsample=0.8, random_state=seed), GBR_GRID, seed
            )
    except ImportError:
        pass
    try:
        from xgboost import XGBRegressor

        out["xgboost"] = lambda: XGBRegressor(random_state=seed, n_jobs=1, verbosity=0)
        if with_tuned:
            out["xgboost-tuned"] = lambda: tuned(
                XGBRegressor(
                    learning_rate=0.05, subsample=0.8, colsample_bytree=0.8, random_state=seed, n_jobs=1, verbosity=0
                ),
                XGB_GRID,
                seed,
            )
    except ImportError:
        pass
    return out


def main():
    request = json.load(sys.stdin)
    seed = int(request.get("seed", 1))
    factories = models(seed, bool(request.get("tuned", False)))
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
