#include "export.h"

#include <cmath>
#include <cstdio>

namespace starboard {

namespace {

// Numbers: up to 10 significant digits, "" (CSV) or null (JSON) when not a number.
std::string number(double v)
{
    if (!std::isfinite(v))
        return {};
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.10g", v);
    return buffer;
}

std::string csvField(const std::string &text)
{
    if (text.find_first_of(",\"\n\r") == std::string::npos)
        return text;
    std::string out = "\"";
    for (char c : text) {
        if (c == '"')
            out += '"';
        out += c;
    }
    return out + '"';
}

std::string kindId(FigureKind kind)
{
    return kind == FigureKind::Rate ? "rate" : "mean";
}

std::string jsonString(const std::string &text)
{
    std::string out = "\"";
    for (unsigned char c : text) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (c < 0x20) {
                char buffer[8];
                std::snprintf(buffer, sizeof buffer, "\\u%04x", c);
                out += buffer;
            } else {
                out += char(c);
            }
        }
    }
    return out + '"';
}

std::string jsonNumber(double v)
{
    const std::string text = number(v);
    return text.empty() ? "null" : text;
}

std::string jsonBool(bool b)
{
    return b ? "true" : "false";
}

std::vector<FigureComparison> comparisonOf(const std::vector<PlaytestVariant> &variants)
{
    if (variants.size() == 2 && variants[0].result && variants[1].result)
        return compareFigures(*variants[0].result, *variants[1].result);
    return {};
}

} // namespace

std::string playtestCsv(const std::string &gameId, const std::vector<PlaytestVariant> &variants,
                        int seatBase)
{
    std::string out = "game_id,variant,row,seed,figure,kind,label,value,games,low,high,"
                      "too_small,differs\n";
    const auto line = [&](const std::vector<std::string> &fields) {
        for (std::size_t i = 0; i < fields.size(); ++i) {
            if (i)
                out += ',';
            out += csvField(fields[i]);
        }
        out += '\n';
    };
    for (const auto &variant : variants) {
        const PlaytestResult &r = *variant.result;
        for (std::size_t g = 0; g < r.figureRows.size(); ++g) {
            const std::string seed = g < r.seeds.size() ? std::to_string(r.seeds[g]) : "";
            for (std::size_t f = 0; f < r.figureDefs.size(); ++f) {
                const FigureDef &def = r.figureDefs[f];
                const double v = f < r.figureRows[g].size() ? r.figureRows[g][f] : NAN;
                line({gameId, variant.name, std::to_string(g + 1), seed, def.id, kindId(def.kind),
                      def.label(seatBase), number(v), "", "", "", "", ""});
            }
        }
        for (const FigureSummary &s : r.figures())
            line({gameId, variant.name, "summary", std::to_string(variant.seed), s.def.id,
                  kindId(s.def.kind), s.def.label(seatBase), s.games ? number(s.value.value) : "",
                  std::to_string(s.games), s.games ? number(s.value.low) : "",
                  s.games ? number(s.value.high) : "", s.tooSmall ? "1" : "0", ""});
    }
    for (const FigureComparison &c : comparisonOf(variants)) {
        const bool both = c.a.games && c.b.games;
        line({gameId, variants[1].name + "-" + variants[0].name, "difference", "", c.def.id,
              kindId(c.def.kind), c.def.label(seatBase), both ? number(c.difference.value) : "", "",
              both ? number(c.difference.low) : "", both ? number(c.difference.high) : "",
              c.tooSmall ? "1" : "0", c.differs ? "1" : "0"});
    }
    return out;
}

std::string playtestJson(const std::string &gameId, const std::vector<PlaytestVariant> &variants,
                         int seatBase)
{
    std::string out = "{\n  \"format\": \"starboard.playtest\",\n  \"formatVersion\": 1,\n";
    out += "  \"game\": " + jsonString(gameId) + ",\n  \"variants\": [";
    for (std::size_t v = 0; v < variants.size(); ++v) {
        const PlaytestVariant &variant = variants[v];
        const PlaytestResult &r = *variant.result;
        out += v ? ",\n    {" : "\n    {";
        out += "\n      \"name\": " + jsonString(variant.name) + ",\n      \"agents\": [";
        for (std::size_t i = 0; i < variant.agents.size(); ++i)
            out += (i ? ", " : "") + jsonString(variant.agents[i]);
        out += "],\n      \"content\": [";
        for (std::size_t i = 0; i < variant.content.size(); ++i)
            out += (i ? ", " : "") + jsonString(variant.content[i]);
        out += "],\n      \"seed\": " + jsonString(std::to_string(variant.seed)) +
               ",\n      \"games\": " + std::to_string(r.games) + ",\n      \"figures\": [";
        const std::vector<FigureSummary> figures = r.figures();
        for (std::size_t f = 0; f < figures.size(); ++f) {
            const FigureSummary &s = figures[f];
            out += f ? ",\n        {" : "\n        {";
            out += "\"id\": " + jsonString(s.def.id) +
                   ", \"kind\": " + jsonString(kindId(s.def.kind)) +
                   ", \"label\": " + jsonString(s.def.label(seatBase)) +
                   ", \"games\": " + std::to_string(s.games) +
                   ", \"value\": " + (s.games ? jsonNumber(s.value.value) : "null") +
                   ", \"low\": " + (s.games ? jsonNumber(s.value.low) : "null") +
                   ", \"high\": " + (s.games ? jsonNumber(s.value.high) : "null") +
                   ", \"sd\": " + (s.games ? jsonNumber(s.sd) : "null") +
                   ", \"tooSmall\": " + jsonBool(s.tooSmall) + "}";
        }
        out += "\n      ],\n      \"gameRows\": [";
        for (std::size_t g = 0; g < r.figureRows.size(); ++g) {
            out += g ? ",\n        {" : "\n        {";
            out += "\"game\": " + std::to_string(g + 1) + ", \"seed\": " +
                   jsonString(g < r.seeds.size() ? std::to_string(r.seeds[g]) : "") +
                   ", \"values\": {";
            for (std::size_t f = 0; f < r.figureDefs.size(); ++f) {
                const double value = f < r.figureRows[g].size() ? r.figureRows[g][f] : NAN;
                out += (f ? ", " : "") + jsonString(r.figureDefs[f].id) + ": " + jsonNumber(value);
            }
            out += "}}";
        }
        out += "\n      ]\n    }";
    }
    out += "\n  ]";
    const std::vector<FigureComparison> comparison = comparisonOf(variants);
    if (!comparison.empty()) {
        out += ",\n  \"comparison\": [";
        for (std::size_t i = 0; i < comparison.size(); ++i) {
            const FigureComparison &c = comparison[i];
            const bool both = c.a.games && c.b.games;
            out += i ? ",\n    {" : "\n    {";
            out += "\"id\": " + jsonString(c.def.id) +
                   ", \"kind\": " + jsonString(kindId(c.def.kind)) +
                   ", \"label\": " + jsonString(c.def.label(seatBase)) +
                   ", \"a\": " + (c.a.games ? jsonNumber(c.a.value.value) : "null") +
                   ", \"b\": " + (c.b.games ? jsonNumber(c.b.value.value) : "null") +
                   ", \"difference\": " + (both ? jsonNumber(c.difference.value) : "null") +
                   ", \"low\": " + (both ? jsonNumber(c.difference.low) : "null") +
                   ", \"high\": " + (both ? jsonNumber(c.difference.high) : "null") +
                   ", \"differs\": " + jsonBool(c.differs) +
                   ", \"tooSmall\": " + jsonBool(c.tooSmall) + "}";
        }
        out += "\n  ]";
    }
    out += "\n}\n";
    return out;
}

} // namespace starboard
