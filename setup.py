"""Builds explgraph's Python module with CMake for pip (see pyproject.toml): the library and
explgraph._core in a build folder, then the package python/explgraph with the module in it."""

import os
import re
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = os.path.dirname(os.path.abspath(__file__))


def project_version():
    with open(os.path.join(ROOT, "CMakeLists.txt")) as f:
        return re.search(r"project\(explgraph VERSION ([0-9.]+)", f.read()).group(1)


class CMakeBuild(build_ext):
    """Configures and builds the explgraph_python target, then copies explgraph._core where
    setuptools expects the extension."""

    def build_extension(self, ext):
        build = os.path.abspath(os.path.join(self.build_temp, "cmake"))
        subprocess.check_call([
            "cmake", "-S", ROOT, "-B", build, "-DCMAKE_BUILD_TYPE=Release",
            "-DEXPLGRAPH_PYTHON=ON", "-DEXPLGRAPH_BUILD_TESTS=OFF",
            "-DPython3_EXECUTABLE=" + sys.executable])
        subprocess.check_call(["cmake", "--build", build, "--target", "explgraph_python",
                               "-j", str(os.cpu_count() or 1)])
        built = os.path.join(build, "python", "explgraph")
        name = next(f for f in os.listdir(built) if f.startswith("_core") and f.endswith(".so"))
        target = self.get_ext_fullpath(ext.name)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        self.copy_file(os.path.join(built, name), target)


setup(
    name="explgraph",
    version=project_version(),
    description="Analyses of explanation-graph corpora (WorldTree, TextGraphs) for Python",
    packages=["explgraph"],
    package_dir={"": "python"},
    ext_modules=[Extension("explgraph._core", sources=[])],
    cmdclass={"build_ext": CMakeBuild},
    python_requires=">=3.8",
    zip_safe=False,
)
