"""Run every benchmark and print a table (``python -m bench``)."""

from __future__ import annotations

from tabulate import tabulate

from bench import suite, waiting


def main() -> None:
    rows = waiting.main()
    table = [(p, n, f"{t * 1000:.2f} ms", f"{t / n * 1e6:.1f} µs") for p, n, t in rows]
    print("Resolving n waiting effects (best of 7):")
    print(tabulate(table, headers=["profile", "n", "total", "per effect"], tablefmt="github"))
    for profile in sorted({p for p, _, _ in rows}):
        t = {n: v for p, n, v in rows if p == profile}
        print(f"{profile}: time(1000)/time(100) = {t[1000] / t[100]:.1f} (must stay under 15)")
    print("\nEvery scenario under every profile (dmrules verify):")
    runs = [(label, n, r, f"{sec:.1f} s", f"{r / sec:.0f}") for label, n, r, sec in suite.main()]
    print(tabulate(runs, headers=["run", "scenarios", "runs", "time", "runs/s"], tablefmt="github"))


if __name__ == "__main__":
    main()
