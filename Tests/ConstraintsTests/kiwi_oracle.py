#!/usr/bin/python3
"""The test oracle of Tests/ConstraintsTests: solves the systems the Swift test writes on stdin with kiwisolver
(Debian's python3-kiwisolver) and prints each system's answers, so both solvers see exactly the same input.

Input, one command a line; a system starts with `system N` (N variables x0..x{N-1}):
  c STRENGTH OP CONSTANT V1 C1 V2 C2 ...   add  C1*xV1 + C2*xV2 + ... + CONSTANT OP 0  (OP is <=, ==, >=)
  e V STRENGTH                             make xV an edit variable
  s V VALUE                                suggest VALUE for xV
  p                                        print the values of every variable
Output, per `p`: `values v0 v1 ...`; per `c` that kiwisolver refuses as unsatisfiable: `unsat INDEX` (the
command's position among the system's `c` lines, from 0), after which the rest of the system is skipped:
kiwisolver does not undo the pivots of a refused constraint, so its later answers are not a reference.
Each system ends with a line `end`.

kiwisolver 1.4 aborts the whole process ("Dual optimize failed", an uncaught C++ exception) on a few systems
whose edit suggestions leave a row negative by rounding noise. So the systems run in a forked child that
flushes each answer; when the child dies, that system is answered `crashed` and a new child takes the rest.
"""
import os
import sys

import kiwisolver as kiwi


def run(lines, out):
    solver = None
    xs = []
    constraint_index = 0
    skipping = False
    for line in lines:
        parts = line.split()
        if not parts:
            continue
        op = parts[0]
        if skipping and op != "system":
            continue
        if op == "system":
            skipping = False
            if solver is not None:
                out.append("end")
            solver = kiwi.Solver()
            xs = [kiwi.Variable("x%d" % i) for i in range(int(parts[1]))]
            constraint_index = 0
        elif op == "c":
            strength = float(parts[1])
            relation = parts[2]
            expression = float(parts[3])
            rest = parts[4:]
            for k in range(0, len(rest), 2):
                expression = expression + float(rest[k + 1]) * xs[int(rest[k])]
            if relation == "<=":
                constraint = expression <= 0
            elif relation == ">=":
                constraint = expression >= 0
            else:
                constraint = expression == 0
            try:
                solver.addConstraint(constraint | strength)
            except kiwi.UnsatisfiableConstraint:
                out.append("unsat %d" % constraint_index)
                skipping = True
            constraint_index += 1
        elif op == "e":
            solver.addEditVariable(xs[int(parts[1])], float(parts[2]))
        elif op == "s":
            solver.suggestValue(xs[int(parts[1])], float(parts[2]))
        elif op == "p":
            solver.updateVariables()
            out.append("values " + " ".join(repr(x.value()) for x in xs))
    if solver is not None:
        out.append("end")


def split_systems(lines):
    systems = []
    for line in lines:
        if line.startswith("system "):
            systems.append([])
        if systems:
            systems[-1].append(line)
    return systems


def child(systems, write_fd):
    with os.fdopen(write_fd, "w") as pipe:
        for system in systems:
            out = []
            run(system, out)
            pipe.write("\n".join(out) + "\n")
            pipe.flush()
    os._exit(0)


def main():
    systems = split_systems(sys.stdin.read().splitlines())
    answered = 0
    while answered < len(systems):
        read_fd, write_fd = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(read_fd)
            child(systems[answered:], write_fd)
        os.close(write_fd)
        with os.fdopen(read_fd) as pipe:
            for line in pipe:
                sys.stdout.write(line)
                if line == "end\n":
                    answered += 1
        os.waitpid(pid, 0)
        if answered < len(systems):
            sys.stdout.write("crashed\nend\n")
            answered += 1
    sys.stdout.flush()


if __name__ == "__main__":
    main()
