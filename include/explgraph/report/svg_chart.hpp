#pragma once
#include <string>
#include <vector>

namespace explgraph::report {

// A data series: y values (bars: one per category; lines: paired with x), optional 95%
// interval bounds and optional marks ("*") drawn above bars.
struct Series {
  std::string name;
  std::vector<double> x, y;
  std::vector<double> low, high;   // error bars when non-empty
  std::vector<std::string> marks;  // text above each bar when non-empty
  bool dashed = false;             // lines: a fitted or expected curve
  bool points_only = false;        // lines: markers, no line
  double marker_radius = 2.5;      // lines: the dots on a solid line's points (a few points)

  // A series with a name and no point yet: Series::named("facts"), then push its points.
  static Series named(std::string name) {
    Series s;
    s.name = std::move(name);
    return s;
  }
};

struct ChartOptions {
  std::string title;
  std::string x_label, y_label;
  bool log_x = false, log_y = false;
  int width = 720, height = 340;
  bool horizontal_labels = false;  // bars: category labels without rotation
  double y_min = 0;                // linear y axis starts here (0 unless told)
  bool y_max_one = false;          // proportions: axis up to 1
};

// Self-contained inline SVG (no fonts, scripts or links), readable in print.
std::string bar_chart(const std::vector<std::string>& categories, const std::vector<Series>& series,
                      const ChartOptions& options);
std::string line_chart(const std::vector<Series>& series, const ChartOptions& options);

// A grid of cells coloured from white (0) to dark blue (1), each with its value (or "-" when
// absent, NaN); rows and columns labelled: accuracy by hops and distractor family.
std::string heat_map(const std::vector<std::string>& rows, const std::vector<std::string>& columns,
                     const std::vector<std::vector<double>>& values, const ChartOptions& options);

// Tick values for an axis: 1-2-5 steps on a linear axis, powers of ten on a log axis.
std::vector<double> nice_ticks(double low, double high, bool log_scale, int target = 6);

}  // namespace explgraph::report
