"""Real public regression sets that ship inside scikit-learn's package (no download), for the
reference bench (bench/public-sets.ts): data the engine was never tuned on.

Writes JSON to stdout: {"sets": [{"id", "inputNames", "X", "y"}]}. A set this scikit-learn does not
carry is left out, never an error.
- diabetes: 442 patients, 10 baseline measurements (unscaled) -> disease progression after a year.
- Boston housing: 506 tracts, 12 of its 13 inputs -> median home value. Column B is dropped: it encodes
  a racial proportion, the reason scikit-learn withdrew the loader (its CSV is still in the package).
"""
import csv
import json
import os
import sys


def diabetes():
    from sklearn.datasets import load_diabetes

    data = load_diabetes(scaled=False)
    names = ["age", "sex", "bmi", "bp", "s1", "s2", "s3", "s4", "s5", "s6"]
    return {
        "id": "diabetes (scikit-learn data)/progression",
        "inputNames": names,
        "X": data.data.tolist(),
        "y": data.target.tolist(),
    }


def boston():
    import sklearn.datasets

    path = os.path.join(os.path.dirname(sklearn.datasets.__file__), "data", "boston_house_prices.csv")
    with open(path, newline="") as f:
        rows = list(csv.reader(f))
    header = rows[1]
    keep = [i for i, h in enumerate(header) if h not in ("B", "MEDV")]
    target = header.index("MEDV")
    body = [r for r in rows[2:] if len(r) == len(header)]
    return {
        "id": "housing (scikit-learn data)/MEDV",
        "inputNames": [header[i] for i in keep],
        "X": [[float(r[i]) for i in keep] for r in body],
        "y": [float(r[target]) for r in body],
    }


def main():
    sets = []
    for load in (diabetes, boston):
        try:
            sets.append(load())
        except Exception:  # a set this version does not carry
            pass
    json.dump({"sets": sets}, sys.stdout)


if __name__ == "__main__":
    main()
