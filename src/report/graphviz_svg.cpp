#include "explgraph/report/graphviz_svg.hpp"

#include <dlfcn.h>
#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <new>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/shared_library.hpp"
#include "explgraph/core/strings.hpp"

namespace explgraph::report {
namespace {

// Graphviz's functions the pictures use: libgvc, with the libcgraph it brings, opened when
// the first picture is drawn (core::SharedLibrary says why).
struct Graphviz {
  decltype(&::gvContext) gvContext;
  decltype(&::gvContextPlugins) gvContextPlugins;
  decltype(&::gvLayout) gvLayout;
  decltype(&::gvRenderData) gvRenderData;
  decltype(&::gvFreeRenderData) gvFreeRenderData;
  decltype(&::gvFreeLayout) gvFreeLayout;
  decltype(&::agseterr) agseterr;
  decltype(&::aglasterr) aglasterr;
  decltype(&::agmemread) agmemread;
  decltype(&::agclose) agclose;
};

const Graphviz& graphviz() {
  static core::SharedLibrary library(EXPLGRAPH_GVC_SONAME, "drawing SVG pictures", "libgvc6");
#define EXPLGRAPH_GRAPHVIZ(name) EXPLGRAPH_LIBRARY_FUNCTION(library, name)
  static const Graphviz functions{
      EXPLGRAPH_GRAPHVIZ(gvContext),        EXPLGRAPH_GRAPHVIZ(gvContextPlugins),
      EXPLGRAPH_GRAPHVIZ(gvLayout),         EXPLGRAPH_GRAPHVIZ(gvRenderData),
      EXPLGRAPH_GRAPHVIZ(gvFreeRenderData), EXPLGRAPH_GRAPHVIZ(gvFreeLayout),
      EXPLGRAPH_GRAPHVIZ(agseterr),         EXPLGRAPH_GRAPHVIZ(aglasterr),
      EXPLGRAPH_GRAPHVIZ(agmemread),        EXPLGRAPH_GRAPHVIZ(agclose)};
#undef EXPLGRAPH_GRAPHVIZ
  return functions;
}

// A Graphviz context with only what the pictures use: the dot layout and the core SVG
// renderer. Without the Pango plugin, Graphviz sizes labels by its built-in Helvetica
// metrics rather than by whatever font this machine substitutes for Helvetica: the same
// picture on every machine (the DOT leaves room for wider fonts in the viewer), and a
// context ready in 0.2 ms, not the 20 ms Pango and fontconfig take to start, nor their 40%
// of each layout. When the plugins are not where the build found them, every installed
// plugin is loaded as `dot` would.
GVC_t* new_context(const Graphviz& gv) {
  static lt_symlist_t builtins[] = {{"gvplugin_core_LTX_library", nullptr},
                                    {"gvplugin_dot_layout_LTX_library", nullptr},
                                    {nullptr, nullptr}};
  for (lt_symlist_t* plugin = builtins; plugin->name != nullptr; ++plugin) {
    const std::string name(plugin->name);  // gvplugin_NAME_LTX_library
    const std::string file = std::string(EXPLGRAPH_GRAPHVIZ_PLUGINS) + "/lib" +
                             name.substr(0, name.find("_LTX_")) + EXPLGRAPH_GRAPHVIZ_PLUGIN_SUFFIX;
    void* library = ::dlopen(file.c_str(), RTLD_NOW | RTLD_LOCAL);
    // Under ulimit -v the plugin may be there but unmappable: every installed plugin would
    // fail alike, and the layout would end as "dot not recognized". Out of memory instead.
    if (library == nullptr) {
      const char* why = ::dlerror();
      if (why != nullptr && core::loader_refused_for_memory(why)) throw std::bad_alloc();
    }
    plugin->address = library ? ::dlsym(library, plugin->name) : nullptr;
    if (plugin->address == nullptr) return gv.gvContext();
  }
  return gv.gvContextPlugins(builtins, 0);
}

// The one context, made the first time it is asked for. A context freed and made again
// leaves the text-size cache pointing at freed font names (Graphviz 2.42: a
// heap-use-after-free under ASan on the second graph): it lives as long as the process.
GVC_t* layout_context() {
  static GVC_t* const context = [] {
    graphviz().agseterr(AGMAX);  // errors are returned to explgraph, not printed
    return new_context(graphviz());
  }();
  return context;
}

}  // namespace

void open_graphviz() {
  layout_context();
}

std::string dot_to_svg(const std::string& dot) {
  // Graphviz keeps global state (its error buffer, plugin registry, text-size cache): one
  // layout at a time.
  static std::mutex one_at_a_time;
  std::lock_guard<std::mutex> lock(one_at_a_time);
  GVC_t* const context = layout_context();
  const Graphviz& gv = graphviz();
  gv.agseterr(AGMAX);  // errors are returned here, not printed on standard error
  std::unique_ptr<Agraph_t, decltype(gv.agclose)> graph(gv.agmemread(dot.c_str()), gv.agclose);
  if (!graph) {
    const char* message = gv.aglasterr();
    throw core::InputError(
        std::string("explgraph: error: Graphviz could not read the DOT: ") +
        (message ? std::string(core::trim(message)) : std::string("(no message)")));
  }
  if (gv.gvLayout(context, graph.get(), "dot") != 0) {
    const char* message = gv.aglasterr();
    throw core::InputError(
        std::string("explgraph: error: Graphviz's dot layout failed: ") +
        (message ? std::string(core::trim(message)) : std::string("(no message)")));
  }
  char* data = nullptr;
  unsigned int length = 0;
  const int rendered = gv.gvRenderData(context, graph.get(), "svg", &data, &length);
  std::string svg = rendered == 0 && data != nullptr ? std::string(data, length) : std::string();
  gv.gvFreeRenderData(data);
  gv.gvFreeLayout(context, graph.get());
  if (svg.empty()) throw core::InputError("explgraph: error: Graphviz wrote no SVG");
  return svg;
}

namespace {

// The number in `attribute="12.5pt"` of the <svg> element; 0 when absent.
double svg_size(const std::string& svg, std::size_t element, const std::string& attribute) {
  const auto at = svg.find(" " + attribute + "=\"", element);
  if (at == std::string::npos) return 0;
  return std::strtod(svg.c_str() + at + attribute.size() + 3, nullptr);
}

}  // namespace

std::string dots_to_svg(const std::vector<std::string>& dots) {
  if (dots.size() == 1) return dot_to_svg(dots.front());
  std::string body;
  double width = 0, height = 0;
  for (const auto& dot : dots) {
    const std::string svg = dot_to_svg(dot);
    const auto element = svg.find("<svg");
    if (element == std::string::npos) continue;
    const double w = svg_size(svg, element, "width");
    const double h = svg_size(svg, element, "height");
    // The graph's own <svg>, placed below the previous one (its pt sizes as user units).
    const auto close = svg.find('>', element);
    const std::string rest = svg.substr(close);
    std::string opening = svg.substr(element, close - element);
    const auto view = opening.find(" viewBox=");
    body += "<svg x=\"0\" y=\"" + std::to_string(height) + "\" width=\"" + std::to_string(w) +
            "\" height=\"" + std::to_string(h) + "\"" +
            (view == std::string::npos ? std::string() : opening.substr(view)) + rest + "\n";
    width = std::max(width, w);
    height += h;
  }
  const std::string w = std::to_string(width), h = std::to_string(height);
  return "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"
         "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
         "width=\"" +
         w + "pt\" height=\"" + h + "pt\" viewBox=\"0 0 " + w + " " + h + "\">\n" + body +
         "</svg>\n";
}

}  // namespace explgraph::report
