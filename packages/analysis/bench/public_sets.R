# Real public regression sets that ship inside R and its Debian packages (no download), for the
# reference bench (bench/public-sets.ts): more data the engine was never tuned on, most of it small, as
# the worked examples of a patent are. Run by Rscript when it is installed (Debian's r-base-core; MASS,
# mlbench and caret add sets when their packages r-cran-mass, r-cran-mlbench, r-cran-caret are there).
#
# Writes JSON to stdout, the shape public_sets.py writes: {"sets": [{"id", "inputNames", "X", "y"}]}.
# Rows with a missing value are left out; factor columns become their level numbers. A set this R does
# not carry is left out, never an error.
# - mtcars: 32 cars of 1974, 10 design figures -> miles per gallon.
# - swiss: 47 Swiss provinces of 1888, 5 socio-economic figures -> fertility.
# - stackloss: 21 days of a nitric acid plant, air flow, water temperature, acid concentration -> loss.
# - trees: 31 black cherry trees, girth and height -> timber volume.
# - airquality: 111 days of New York air, radiation, wind, temperature, date -> ozone.
# - MASS cpus: 209 CPUs, 6 design figures -> published relative performance.
# - MASS UScrime: 47 US states, 15 figures -> crime rate.
# - mlbench Ozone: 203 days of Los Angeles weather, 12 figures -> daily maximum ozone.
# - caret cars: 804 used cars of 2005, mileage and 16 features -> price (Kelly Blue Book).

json_set <- function(id, d, target) {
  d <- na.omit(d)
  x <- data.matrix(d[, setdiff(names(d), target), drop = FALSE])
  y <- as.numeric(d[[target]])
  num <- function(v) paste(sprintf("%.15g", v), collapse = ",")
  rows <- apply(x, 1, function(r) paste0("[", num(r), "]"))
  paste0(
    "{\"id\":", encodeString(id, quote = "\""),
    ",\"inputNames\":[", paste(vapply(colnames(x), encodeString, "", quote = "\""), collapse = ","),
    "],\"X\":[", paste(rows, collapse = ","),
    "],\"y\":[", num(y), "]}"
  )
}

from_package <- function(name, package) {
  if (!requireNamespace(package, quietly = TRUE)) return(NULL)
  e <- new.env()
  data(list = name, package = package, envir = e)
  get(name, envir = e)
}

sets <- list(
  json_set("mtcars (R datasets)/mpg", mtcars, "mpg"),
  json_set("swiss (R datasets)/Fertility", swiss, "Fertility"),
  json_set("stackloss (R datasets)/stack.loss", stackloss, "stack.loss"),
  json_set("trees (R datasets)/Volume", trees, "Volume"),
  json_set("airquality (R datasets)/Ozone", airquality, "Ozone")
)
add <- function(id, d, target, columns = NULL) {
  if (is.null(d)) return(invisible())
  if (!is.null(columns)) d <- d[, columns]
  sets[[length(sets) + 1]] <<- json_set(id, d, target)
}
add("cpus (R MASS)/perf", from_package("cpus", "MASS"), "perf", c("syct", "mmin", "mmax", "cach", "chmin", "chmax", "perf"))
add("UScrime (R MASS)/y", from_package("UScrime", "MASS"), "y")
add("Ozone (R mlbench)/V4", from_package("Ozone", "mlbench"), "V4")
add("cars (R caret)/Price", from_package("cars", "caret"), "Price")
cat("{\"sets\":[", paste(unlist(sets), collapse = ","), "]}\n", sep = "")
