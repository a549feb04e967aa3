#pragma once

// The rule variant editor (starboard.ruleset for Galaxy of D, starboard.gc-ruleset for Galaxy
// Command, starboard.gf-ruleset for a Galaxy Fighters difficulty, starboard.gw-ruleset for
// Galactic Warfare): every parameter of the game's
// ruleset with its type and range (as the loader checks them), its standard value (the shipped
// ruleset), a short explanation and the variant's value, shown bold where it differs. A variant
// stores only what differs: setting a parameter back to its standard value, or "Reset to default",
// removes the member.

#include "currentcelldelegate.h"
#include "editorwidget.h"

#include <QAbstractTableModel>
#include <QJsonObject>

#include <vector>

class QAction;
class QLineEdit;
class QTableView;

namespace starboard::editor {

class RulesetModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Parameter,
        Value,
        Default,
        Range,
        Explanation,
        ColumnCount
    };
    enum class Type
    {
        Integer,
        Choice,     // one of `choices`
        IdList,     // quickThings: ids separated by commas
        ChoiceList, // dieFaces: min..max words of `choices` separated by commas
        IntList,    // yearEvents: integers separated by commas
        RankList,   // ranks: "id minScore name" separated by semicolons
    };
    struct Param
    {
        const char *key;
        Type type;
        int min = 0;
        int max = 0;
        QStringList choices;
        const char *explanation; // English, translated in context "Workshop"
    };

    explicit RulesetModel(Document *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    const Param &param(int row) const { return m_params[std::size_t(row)]; }
    int rowOf(const QString &key) const; // -1 for none
    QJsonValue defaultValue(int row) const;
    QJsonValue currentValue(int row) const; // the default when the variant leaves it out
    bool isStored(int row) const;           // the variant has the member
    bool differs(int row) const;            // the variant's value is not the default

    // Sets a parameter from its text or number (as edited); the standard value removes the
    // member. False when the text does not parse or is out of range.
    bool setParameter(int row, const QVariant &value);
    bool resetToDefault(int row);

    static QString text(const QJsonValue &value, Type type);

private:
    std::vector<Param> m_params;
    Document *m_document;
    QJsonObject m_standard;
};

// The value's editor per parameter; the current cell framed clearly in the highlighted row.
class RulesetDelegate : public CurrentCellDelegate
{
    Q_OBJECT

public:
    using CurrentCellDelegate::CurrentCellDelegate;
    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override;
};

class RulesetEditor : public EditorWidget
{
    Q_OBJECT

public:
    explicit RulesetEditor(Document *document, QWidget *parent = nullptr);
    void selectPointer(const QString &pointer) override;

    RulesetModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QLineEdit *idEdit() const { return m_id; }
    QLineEdit *nameEdit() const { return m_name; }
    QAction *resetAction() const { return m_reset; }

private:
    void showHeader();
    void updateActions();

    RulesetModel *m_model;
    QTableView *m_view;
    QLineEdit *m_id;
    QLineEdit *m_name;
    QAction *m_reset;
};

} // namespace starboard::editor
