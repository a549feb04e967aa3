#pragma once

// The generic editor: every value of the file as a tree (member, value), the values edited
// in place. Kinds without an editor of their own use it; it is also the fallback for any
// member a special editor does not show.

#include "editorwidget.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QJsonValue>

class QTreeView;

namespace starboard::editor {

class JsonTreeModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    explicit JsonTreeModel(Document *document, QObject *parent = nullptr);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    QString pointerOf(const QModelIndex &index) const;
    QModelIndex indexOf(const QString &pointer) const; // the deepest existing node

private:
    struct Node
    {
        QString key; // member name or array index
        QString pointer;
        int parent = -1; // index into m_nodes, -1 for the top level
        int row = 0;
        std::vector<int> children;
        QJsonValue value; // leaves only
        bool container = false;
    };
    void rebuild();
    void addChildren(int parent, const QJsonValue &value, const QString &pointer);
    // After Document::changed(pointer): a value replaced by another value that is not a list
    // or an object changes its own row only (a large document is not laid out again on each
    // edit); anything else resets the model.
    void documentChanged(const QString &pointer);

    Document *m_document;
    std::vector<Node> m_nodes;
    std::vector<int> m_top;
    QHash<QString, int> m_byPointer; // node of each pointer
};

class JsonTreeEditor : public EditorWidget
{
    Q_OBJECT

public:
    JsonTreeEditor(Document *document, QWidget *parent = nullptr);
    void selectPointer(const QString &pointer) override;
    JsonTreeModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }

private:
    JsonTreeModel *m_model;
    QTreeView *m_view;
};

} // namespace starboard::editor
