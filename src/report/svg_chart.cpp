#include "explgraph/report/svg_chart.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/report/xml_escape.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <sstream>

namespace explgraph::report {
namespace {

// Okabe-Ito: distinguishable for colour-blind readers and in greyscale print.
const char* kColors[] = {"#0072B2", "#E69F00", "#009E73", "#D55E00",
                         "#CC79A7", "#56B4E9", "#F0E442", "#000000"};
const char* color(std::size_t i) {
  return kColors[i % 8];
}

std::string num(double v) {
  return core::format_double(v, 1);
}

std::string tick_label(double v) {
  if (v != 0 && (std::abs(v) >= 1e5 || std::abs(v) < 1e-3)) return core::format_number(v, 0, true);
  if (std::abs(v - std::round(v)) < 1e-9) return core::format_double(v, 0);
  return core::format_number(v);
}

struct Axis {
  double low, high;
  bool log;
  double from, to;  // pixel range
  double operator()(double v) const {
    if (log) {
      double l = std::log10(std::max(v, low)), a = std::log10(low), b = std::log10(high);
      return from + (l - a) / (b - a) * (to - from);
    }
    return from + (v - low) / (high - low) * (to - from);
  }
};

struct Frame {
  int width, height, left = 64, right = 16, top = 48, bottom = 56;
  int plot_right() const { return width - right; }
  int plot_bottom() const { return height - bottom; }
};

void open_svg(std::ostringstream& out, const Frame& f, const ChartOptions& o) {
  out << "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" role=\"img\" width=\""
      << f.width << "\" height=\"" << f.height << "\" viewBox=\"0 0 " << f.width << ' ' << f.height
      << "\" font-family=\"sans-serif\" font-size=\"11\">"
      << "<title>" << xml_escape(o.title) << "</title>"
      << "<text x=\"" << f.width / 2
      << "\" y=\"18\" text-anchor=\"middle\" font-size=\"13\" font-weight=\"bold\">"
      << xml_escape(o.title) << "</text>";
}

void y_axis(std::ostringstream& out, const Frame& f, const Axis& y, const ChartOptions& o) {
  for (double t : nice_ticks(y.low, y.high, y.log)) {
    double py = y(t);
    out << "<line x1=\"" << f.left << "\" x2=\"" << f.plot_right() << "\" y1=\"" << num(py)
        << "\" y2=\"" << num(py) << "\" stroke=\"#ddd\"/><text x=\"" << f.left - 6 << "\" y=\""
        << num(py + 4) << "\" text-anchor=\"end\">" << tick_label(t) << "</text>";
  }
  out << "<line x1=\"" << f.left << "\" x2=\"" << f.left << "\" y1=\"" << f.top << "\" y2=\""
      << f.plot_bottom() << "\" stroke=\"#333\"/>"
      << "<text transform=\"translate(14," << (f.top + f.plot_bottom()) / 2
      << ") rotate(-90)\" text-anchor=\"middle\">" << xml_escape(o.y_label)
      << (o.log_y ? " (log)" : "") << "</text>";
}

void x_label(std::ostringstream& out, const Frame& f, const ChartOptions& o) {
  out << "<line x1=\"" << f.left << "\" x2=\"" << f.plot_right() << "\" y1=\"" << f.plot_bottom()
      << "\" y2=\"" << f.plot_bottom() << "\" stroke=\"#333\"/><text x=\""
      << (f.left + f.plot_right()) / 2 << "\" y=\"" << f.height - 6 << "\" text-anchor=\"middle\">"
      << xml_escape(o.x_label) << (o.log_x ? " (log)" : "") << "</text>";
}

void legend(std::ostringstream& out, const Frame& f, const std::vector<Series>& series) {
  if (series.size() < 2) return;
  double x = f.left + 8;
  for (std::size_t i = 0; i < series.size(); ++i) {
    out << "<rect x=\"" << num(x) << "\" y=\"" << f.top - 14
        << "\" width=\"10\" height=\"10\" fill=\"" << color(i) << "\"/><text x=\"" << num(x + 14)
        << "\" y=\"" << f.top - 5 << "\">" << xml_escape(series[i].name) << "</text>";
    x += 24 + 6.5 * static_cast<double>(series[i].name.size());
  }
}

std::pair<double, double> value_range(const std::vector<Series>& series, bool use_x,
                                      bool log_scale) {
  double low = std::numeric_limits<double>::max(), high = std::numeric_limits<double>::lowest();
  for (const auto& s : series) {
    for (double v : use_x ? s.x : s.y) {
      if (log_scale && v <= 0) continue;
      low = std::min(low, v), high = std::max(high, v);
    }
    if (!use_x)
      for (double v : s.high) high = std::max(high, v);
  }
  if (low > high) low = high = log_scale ? 1 : 0;
  if (low == high) high = low + (log_scale ? 9 * low : 1);
  return {low, high};
}

}  // namespace

std::vector<double> nice_ticks(double low, double high, bool log_scale, int target) {
  std::vector<double> ticks;
  if (log_scale) {
    // Powers of ten; with fewer than three decades also 2x and 5x, so short ranges get ticks.
    bool dense = std::log10(high / low) < 3;
    for (double p = std::pow(10.0, std::floor(std::log10(low))); p <= high * 1.0001; p *= 10)
      for (double m : {1.0, 2.0, 5.0}) {
        if (m > 1 && !dense) continue;
        double t = p * m;
        if (t >= low * 0.9999 && t <= high * 1.0001) ticks.push_back(t);
      }
    if (ticks.empty()) ticks.push_back(low);
    return ticks;
  }
  double span = high - low, raw = span / std::max(1, target),
         magnitude = std::pow(10.0, std::floor(std::log10(raw)));
  double step = magnitude;
  for (double m : {1.0, 2.0, 5.0, 10.0})
    if (m * magnitude >= raw) {
      step = m * magnitude;
      break;
    }
  for (double t = std::ceil(low / step - 1e-9) * step; t <= high + step * 1e-9; t += step)
    ticks.push_back(std::abs(t) < step * 1e-9 ? 0.0 : t);
  return ticks;
}

std::string bar_chart(const std::vector<std::string>& categories, const std::vector<Series>& series,
                      const ChartOptions& o) {
  Frame f{o.width, o.height};
  if (!o.horizontal_labels) f.bottom = 110;
  std::ostringstream out;
  open_svg(out, f, o);
  auto [low, high] = value_range(series, false, o.log_y);
  if (o.y_max_one) high = std::max(high, 1.0);
  if (!o.log_y)
    low = std::min(low, o.y_min), high = nice_ticks(low, high, false).back() < high
                                             ? high * 1.05
                                             : nice_ticks(low, high, false).back();
  if (o.log_y)
    low = std::pow(10.0, std::floor(std::log10(std::max(low, 1e-9))) -
                             (std::log10(low) == std::floor(std::log10(low)) ? 1 : 0));
  if (o.log_y) high *= 1.2;
  Axis y{o.log_y ? std::max(low, 1e-9) : low, high, o.log_y, static_cast<double>(f.plot_bottom()),
         static_cast<double>(f.top)};
  y_axis(out, f, y, o);
  const double slot =
      (f.plot_right() - f.left) / std::max<double>(1, static_cast<double>(categories.size()));
  const double bar = slot * 0.8 / std::max<double>(1, static_cast<double>(series.size()));
  for (std::size_t c = 0; c < categories.size(); ++c) {
    double x0 = f.left + slot * static_cast<double>(c) + slot * 0.1;
    for (std::size_t s = 0; s < series.size(); ++s) {
      if (c >= series[s].y.size()) continue;
      double v = series[s].y[c], x = x0 + bar * static_cast<double>(s), top = y(std::max(v, y.low));
      out << "<rect x=\"" << num(x) << "\" y=\"" << num(top) << "\" width=\"" << num(bar * 0.92)
          << "\" height=\"" << num(f.plot_bottom() - top) << "\" fill=\"" << color(s)
          << "\"><title>" << xml_escape(series[s].name) << " — " << xml_escape(categories[c])
          << ": " << tick_label(std::round(v * 1000) / 1000) << "</title></rect>";
      if (c < series[s].low.size()) {
        double cx = x + bar * 0.46, lo = y(std::max(series[s].low[c], y.low)),
               hi = y(series[s].high[c]);
        out << "<path d=\"M" << num(cx) << ' ' << num(lo) << "V" << num(hi) << "M" << num(cx - 3)
            << ' ' << num(lo) << "h6M" << num(cx - 3) << ' ' << num(hi)
            << "h6\" stroke=\"#222\" fill=\"none\"/>";
      }
      if (c < series[s].marks.size() && !series[s].marks[c].empty())
        out << "<text x=\"" << num(x + bar * 0.46) << "\" y=\""
            << num(std::min(top, c < series[s].high.size() ? y(series[s].high[c]) : top) - 4)
            << "\" text-anchor=\"middle\" font-weight=\"bold\">" << xml_escape(series[s].marks[c])
            << "</text>";
    }
    double lx = x0 + slot * 0.4;
    if (o.horizontal_labels)
      out << "<text x=\"" << num(lx) << "\" y=\"" << f.plot_bottom() + 16
          << "\" text-anchor=\"middle\">" << xml_escape(categories[c]) << "</text>";
    else
      out << "<text transform=\"translate(" << num(lx + 3) << ',' << f.plot_bottom() + 8
          << ") rotate(-45)\" text-anchor=\"end\">" << xml_escape(categories[c]) << "</text>";
  }
  x_label(out, f, o);
  legend(out, f, series);
  out << "</svg>";
  return out.str();
}

namespace {

// A scatter drawn with one mark per pixel column, so that its size is bounded by the chart's
// width and not by the number of points (a rank/frequency curve of 100,000 facts): a dot
// where the column's points fall on one pixel, else a bar from its lowest to its highest.
void points_by_column(std::ostringstream& out, const Series& se, const Axis& x, const Axis& y,
                      const ChartOptions& o, const std::string& colour) {
  std::map<long, std::pair<double, double>> columns;  // pixel column -> y pixel range
  for (std::size_t i = 0; i < se.x.size() && i < se.y.size(); ++i) {
    if ((o.log_x && se.x[i] <= 0) || (o.log_y && se.y[i] <= 0)) continue;
    const double py = y(se.y[i]);
    auto [it, added] = columns.try_emplace(std::lround(x(se.x[i])), py, py);
    if (!added) it->second = {std::min(it->second.first, py), std::max(it->second.second, py)};
  }
  for (const auto& [px, range] : columns) {
    const auto [top, bottom] = range;
    if (bottom - top < 1)
      out << "<circle cx=\"" << px << "\" cy=\"" << num(top) << "\" r=\"2\" fill=\"" << colour
          << "\"/>";
    else
      out << "<line x1=\"" << px << "\" y1=\"" << num(top) << "\" x2=\"" << px << "\" y2=\""
          << num(bottom) << "\" stroke=\"" << colour
          << "\" stroke-width=\"3\" stroke-linecap=\"round\"/>";
  }
}

}  // namespace

std::string line_chart(const std::vector<Series>& series, const ChartOptions& o) {
  Frame f{o.width, o.height};
  std::ostringstream out;
  open_svg(out, f, o);
  auto [xl, xh] = value_range(series, true, o.log_x);
  auto [yl, yh] = value_range(series, false, o.log_y);
  if (o.y_max_one) yh = std::max(yh, 1.0);
  if (!o.log_y) yl = std::min(yl, o.y_min), yh = std::max(yh, nice_ticks(yl, yh, false).back());
  Axis x{xl, xh, o.log_x, static_cast<double>(f.left), static_cast<double>(f.plot_right())};
  Axis y{yl, yh, o.log_y, static_cast<double>(f.plot_bottom()), static_cast<double>(f.top)};
  y_axis(out, f, y, o);
  for (double t : nice_ticks(xl, xh, o.log_x))
    out << "<text x=\"" << num(x(t)) << "\" y=\"" << f.plot_bottom() + 16
        << "\" text-anchor=\"middle\">" << tick_label(t) << "</text>";
  for (std::size_t s = 0; s < series.size(); ++s) {
    const auto& se = series[s];
    if (se.points_only) {
      points_by_column(out, se, x, y, o, color(s));
      continue;
    }
    std::string path;
    for (std::size_t i = 0; i < se.x.size() && i < se.y.size(); ++i) {
      if ((o.log_x && se.x[i] <= 0) || (o.log_y && se.y[i] <= 0)) continue;
      path += (path.empty() ? "M" : "L") + num(x(se.x[i])) + ' ' + num(y(se.y[i]));
    }
    if (!path.empty())
      out << "<path d=\"" << path << "\" fill=\"none\" stroke=\"" << color(s)
          << "\" stroke-width=\"2\"" << (se.dashed ? " stroke-dasharray=\"6 4\"" : "") << "/>";
    if (!se.points_only && !se.dashed && se.x.size() <= 40)
      for (std::size_t i = 0; i < se.x.size() && i < se.y.size(); ++i)
        if (!(o.log_x && se.x[i] <= 0) && !(o.log_y && se.y[i] <= 0))
          out << "<circle cx=\"" << num(x(se.x[i])) << "\" cy=\"" << num(y(se.y[i])) << "\" r=\""
              << num(se.marker_radius) << "\" fill=\"" << color(s) << "\"/>";
  }
  x_label(out, f, o);
  legend(out, f, series);
  out << "</svg>";
  return out.str();
}

std::string heat_map(const std::vector<std::string>& rows, const std::vector<std::string>& columns,
                     const std::vector<std::vector<double>>& values, const ChartOptions& o) {
  Frame f{o.width, o.height};
  f.left = 110;
  f.bottom = 40;
  std::ostringstream out;
  open_svg(out, f, o);
  const double w =
      (f.plot_right() - f.left) / std::max<double>(1, static_cast<double>(columns.size()));
  const double h =
      (f.plot_bottom() - f.top) / std::max<double>(1, static_cast<double>(rows.size()));
  for (std::size_t r = 0; r < rows.size(); ++r) {
    const double y = f.top + h * static_cast<double>(r);
    out << "<text x=\"" << f.left - 6 << "\" y=\"" << num(y + h / 2 + 4)
        << "\" text-anchor=\"end\">" << xml_escape(rows[r]) << "</text>";
    for (std::size_t c = 0; c < columns.size(); ++c) {
      const double v = c < values[r].size() ? values[r][c] : std::nan("");
      const double x = f.left + w * static_cast<double>(c);
      // White to #08306b: each channel moved by the value.
      const auto channel = [&](int from, int to) {
        return std::isnan(v) ? 242 : static_cast<int>(std::lround(from + (to - from) * v));
      };
      out << "<rect x=\"" << num(x) << "\" y=\"" << num(y) << "\" width=\"" << num(w - 2)
          << "\" height=\"" << num(h - 2) << "\" fill=\"rgb(" << channel(255, 8) << ','
          << channel(255, 48) << ',' << channel(255, 107) << ")\"><title>" << xml_escape(rows[r])
          << ", " << xml_escape(columns[c]) << ": "
          << (std::isnan(v) ? std::string("no question") : core::format_double(v, 3))
          << "</title></rect><text x=\"" << num(x + w / 2) << "\" y=\"" << num(y + h / 2 + 4)
          << "\" text-anchor=\"middle\" fill=\"" << (!std::isnan(v) && v > 0.5 ? "#fff" : "#000")
          << "\">" << (std::isnan(v) ? std::string("-") : core::format_double(v, 2)) << "</text>";
    }
  }
  for (std::size_t c = 0; c < columns.size(); ++c)
    out << "<text x=\"" << num(f.left + w * (static_cast<double>(c) + 0.5)) << "\" y=\""
        << f.plot_bottom() + 16 << "\" text-anchor=\"middle\">" << xml_escape(columns[c])
        << "</text>";
  x_label(out, f, o);
  out << "</svg>";
  return out.str();
}

}  // namespace explgraph::report
